#!/usr/bin/env bash
# `make install-check`: proves `make install` and `make uninstall` in throwaway folders.
# Installs into a temporary DESTDIR (PREFIX=/usr/local) and into a temporary ~/.local-like
# PREFIX with no DESTDIR, checks every file, runs the installed binary's --version, renders
# the man page, checks each completion script (bash always; zsh and fish where installed)
# and a route completing in bash, the desktop entry, then uninstalls and checks nothing is
# left. The folders are removed on every exit path.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh --install-check

scratch=$(mktemp -d "${TMPDIR:-/tmp}/example-tui-install-check.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failures=0
fail() {
    echo "install-check: FAIL: $*" >&2
    failures=$((failures + 1))
}
pass() { echo "install-check: ok: $*"; }

# check_tree ROOT PREFIX: the installed files under ROOT (DESTDIR + PREFIX).
check_tree() {
    local root=$1 prefix=$2
    local bin="$root/bin/example-tui"
    local man="$root/share/man/man1/example-tui.1"
    local bash_completion="$root/share/bash-completion/completions/example-tui"
    local zsh_completion="$root/share/zsh/site-functions/_example-tui"
    local fish_completion="$root/share/fish/vendor_completions.d/example-tui.fish"
    local desktop="$root/share/applications/example-tui.desktop"
    local service="$root/lib/systemd/system/example-tui-serve.service"

    local file
    for file in "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion" "$desktop" "$service"; do
        [ -s "$file" ] || fail "missing or empty: $file"
    done
    [ -x "$bin" ] || fail "not executable: $bin"
    for file in "$man" "$bash_completion" "$zsh_completion" "$fish_completion" "$desktop" "$service"; do
        [ "$(stat -c %a "$file")" = 644 ] || fail "mode $(stat -c %a "$file"), not 644: $file"
    done

    local version
    version=$("$bin" --version) || fail "$bin --version failed"
    if [ "$version" = "$(tr -d '[:space:]' <Resources/VERSION)" ]; then
        pass "--version prints $version"
    else
        fail "--version printed '$version', Resources/VERSION says '$(cat Resources/VERSION)'"
    fi

    # The man page (mdoc, as generate-manual writes it) renders as man renders it, with its
    # name, every command and the routes. groff's only allowed complaint is mdoc's about the
    # blank line generate-manual puts between the discussion's paragraphs.
    local rendered="$scratch/man.txt" warnings="$scratch/man.err"
    groff -k -mandoc -Tutf8 -P-cbou "$man" >"$rendered" 2>"$warnings" || fail "groff failed on $man"
    if grep -v "^mdoc warning: Empty input line" "$warnings" | grep -q .; then
        fail "groff warned on $man: $(cat "$warnings")"
    fi
    local word
    for word in NAME SYNOPSIS example-tui open push render record replay serve exampletui://settings; do
        grep -q -- "$word" "$rendered" || fail "the rendered man page lacks '$word'"
    done
    pass "man page renders ($(wc -l <"$rendered") lines)"

    bash -n "$bash_completion" && pass "bash completion parses" || fail "bash -n $bash_completion"
    if command -v zsh >/dev/null 2>&1; then
        zsh -n "$zsh_completion" && pass "zsh completion parses" || fail "zsh -n $zsh_completion"
    else
        echo "install-check: zsh is not installed: its completion is not parsed"
    fi
    if command -v fish >/dev/null 2>&1; then
        fish -n "$fish_completion" && pass "fish completion parses" || fail "fish -n $fish_completion"
    else
        echo "install-check: fish is not installed: its completion is not parsed"
    fi

    # What bash offers at a Tab, as bash splits the line: a route after `open`, a route as
    # the first word (the default command's), and --env's values.
    local offered
    offered=$(complete_in_bash "$bash_completion" "$bin" 'example-tui open exampletui://se')
    [ "$offered" = "//settings" ] && pass "bash completes 'open exampletui://se' to $offered" \
        || fail "bash offered '$offered' for 'example-tui open exampletui://se'"
    offered=$(complete_in_bash "$bash_completion" "$bin" 'example-tui exampletui://examples/al')
    [ "$offered" = "//examples/alerts" ] && pass "bash completes a route as the first word" \
        || fail "bash offered '$offered' for 'example-tui exampletui://examples/al'"
    offered=$(complete_in_bash "$bash_completion" "$bin" 'example-tui --env ')
    [ "$offered" = "dev prod" ] && pass "bash completes --env to: $offered" \
        || fail "bash offered '$offered' for 'example-tui --env '"

    grep -qx "Exec=$prefix/bin/example-tui open %u" "$desktop" || fail "$desktop: Exec is not $prefix/bin/example-tui open %u"
    grep -qx "Terminal=true" "$desktop" || fail "$desktop: no Terminal=true"
    grep -qx "MimeType=x-scheme-handler/exampletui;" "$desktop" || fail "$desktop: no x-scheme-handler/exampletui"
    if command -v desktop-file-validate >/dev/null 2>&1; then
        desktop-file-validate "$desktop" && pass "desktop entry validates" || fail "desktop-file-validate $desktop"
    fi

    grep -q "^ExecStart=$prefix/bin/example-tui serve --ssh " "$service" \
        || fail "$service: ExecStart is not $prefix/bin/example-tui serve --ssh …"
    if command -v systemd-analyze >/dev/null 2>&1; then
        # Documentation= names the man page, which man finds only once installed for real;
        # under a DESTDIR the binary is in the staging root.
        grep -v '^Documentation=' "$service" | sed "s|^ExecStart=$prefix/bin/|ExecStart=$root/bin/|" \
            >"$scratch/example-tui-serve.service"
        systemd-analyze verify "$scratch/example-tui-serve.service" && pass "systemd unit verifies" \
            || fail "systemd-analyze verify $service"
    fi
}

# complete_in_bash SCRIPT BIN LINE: the words bash's completion offers at the end of LINE,
# with the line split at COMP_WORDBREAKS as bash splits it.
complete_in_bash() {
    local script=$1 bin=$2 line=$3
    PATH="$(dirname "$bin"):$PATH" bash --norc --noprofile -c '
        source "$1"
        line=$2
        COMP_LINE=$line
        COMP_POINT=${#line}
        # bash makes ":" a word of its own, as COMP_WORDBREAKS says.
        read -ra COMP_WORDS <<<"${line//:/ : }"
        [[ "$line" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMPREPLY=()
        _example-tui_whole_words example-tui "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        echo "${COMPREPLY[*]}"' _ "$script" "$line"
}

# check_removed ROOT: uninstall left nothing that install made.
check_removed() {
    local root=$1 left
    # Install made $root when it was missing, and uninstall takes it away then.
    [ -d "$root" ] || { pass "uninstall removed everything it installed, $root included"; return 0; }
    left=$(find "$root" -mindepth 1 | head -20)
    if [ -n "$left" ]; then
        fail "uninstall left under $root: $left"
    else
        pass "uninstall removed everything it installed under $root"
    fi
}

echo "install-check: make install into DESTDIR=$scratch/stage (PREFIX=/usr/local)"
make --no-print-directory install DESTDIR="$scratch/stage" PREFIX=/usr/local
check_tree "$scratch/stage/usr/local" /usr/local
make --no-print-directory uninstall DESTDIR="$scratch/stage" PREFIX=/usr/local
check_removed "$scratch/stage"

echo "install-check: make install PREFIX=$scratch/home/.local (no DESTDIR, as a user's ~/.local)"
mkdir -p "$scratch/home/.local"
make --no-print-directory install PREFIX="$scratch/home/.local"
check_tree "$scratch/home/.local" "$scratch/home/.local"
make --no-print-directory uninstall PREFIX="$scratch/home/.local"
check_removed "$scratch/home/.local"

if [ "$failures" -gt 0 ]; then
    echo "install-check: $failures failures" >&2
    exit 1
fi
echo "install-check: all passed"
