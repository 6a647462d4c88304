#!/usr/bin/env bash
# CI's proof that an app made from the template stands on its own, in both library modes.
#
# Package mode (the default): this checkout's files are committed to a scratch repository
# tagged with Resources/VERSION, the template as a team would depend on it, and
# `make new-app --template-url` points the app there. new-app builds it, records its
# snapshot references and passes its `make test`; nothing in it names the showcase; it
# renders its Home; `make module NAME=Forecast` adds a module; `make upgrade-template`
# moves it to the scratch repository's next tag and runs `make test` again (the module's
# tests with it); `make lint` passes; `make install DESTDIR=…` writes the man page,
# completions and a desktop entry for weathertui://, and `make uninstall` removes them;
# `make fuzz` builds the app's fuzz targets and runs one for a few seconds.
#
# Copy mode (`--libraries copy`): the same app with the libraries copied in. Its app
# sources are package mode's, and its libraries' tests are the template's own (which
# `make test` ran here), so it builds everything with warnings failing the build, records
# its references (the same as package mode's, which is checked), runs the app's tests,
# passes `make lint` and installs into a DESTDIR and uninstalls.
#   NEW_APP_CHECK_FUZZ=0   leaves the fuzz run out (it builds the app again with ASan)
set -euo pipefail
cd "$(dirname "$0")/.."
template="$PWD"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/new-app-check.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
started=$SECONDS
step() { echo "check-new-app: [$((SECONDS - started))s] $*"; }
fail() { echo "check-new-app: $*" >&2; exit 1; }

version="$(tr -d '[:space:]' <Resources/VERSION)"
# The next patch version, for the upgrade: 1.0.0 → 1.0.1.
next="${version%.*}.$((${version##*.} + 1))"
step "the template at $scratch/template, tagged $version and $next"
# The working tree as it is (committed or not), as check-template.sh copies it.
mkdir "$scratch/template"
git ls-files -z --cached --others --exclude-standard \
    | tar --null --files-from=- --ignore-failed-read -cf - | tar -xf - -C "$scratch/template"
(
    cd "$scratch/template"
    export GIT_AUTHOR_NAME=check GIT_AUTHOR_EMAIL=check@localhost GIT_COMMITTER_NAME=check \
        GIT_COMMITTER_EMAIL=check@localhost
    git init -q -b main && git add -A && git commit -q -m "the template" && git tag "$version"
    git commit -q --allow-empty -m "the next release" && git tag "$next"
)

# The template's build folder seeds each app's: the packages it fetched are not fetched again.
seed=()
[ -d .build ] && seed=(--seed-build .build)

app="$scratch/weather-tui"
step "make new-app NAME=weather-tui (package mode, $version)"
Templates/new-app --dest "$app" --template-url "$scratch/template" --template-version "$version" "${seed[@]}" \
    weather-tui
cd "$app"
grep -q "exact: \"$version\"" Package.swift || fail "Package.swift does not depend on the template's $version"
[ ! -d Sources/TUIKit ] || fail "package mode copied the libraries"
# Its first references, for copy mode's to match (make module records Home again below).
cp -a Tests/WeatherAppTests/__Snapshots__ "$scratch/package-references"

step "nothing names the showcase"
if grep -rIil 'example-tui\|exampletui\|example_tui' --exclude-dir=.git --exclude-dir=.build .; then
    fail "the files above name the showcase"
fi
bin="$(swift build --show-bin-path)"
"$bin/weather-tui" render weathertui://home --size 80x24
# The commands that outlive the rename: serve, record, replay and console answer to the new name.
for command in serve record replay console; do
    "$bin/weather-tui" "$command" --help | grep -q "weather-tui $command" \
        || fail "weather-tui $command --help does not name weather-tui"
done

step "make module NAME=Forecast, then make upgrade-template VERSION=$next (its make test) and make lint"
make module NAME=Forecast
make upgrade-template VERSION="$next"
grep -q "exact: \"$next\"" Package.swift || fail "make upgrade-template did not move Package.swift to $next"
grep -q "\"version\" : \"$next\"" Package.resolved || fail "Package.resolved is not on $next"
make lint
"$bin/weather-tui" render weathertui://home/forecast --size 80x24 | grep -q Forecast \
    || fail "weathertui://home/forecast does not show the module"

step "make install and make uninstall into a DESTDIR (the debug build)"
root="$scratch/install-root"
make install DESTDIR="$root" PREFIX=/usr CONFIGURATION=debug
for file in bin/weather-tui share/man/man1/weather-tui.1 share/bash-completion/completions/weather-tui \
    share/zsh/site-functions/_weather-tui share/fish/vendor_completions.d/weather-tui.fish \
    share/applications/weather-tui.desktop lib/systemd/system/weather-tui-serve.service; do
    [ -s "$root/usr/$file" ] || fail "make install did not write $file"
done
desktop="$root/usr/share/applications/weather-tui.desktop"
grep -qx 'MimeType=x-scheme-handler/weathertui;' "$desktop" || fail "the desktop entry does not name weathertui://"
grep -qx 'Exec=/usr/bin/weather-tui open %u' "$desktop" || fail "the desktop entry does not open weather-tui"
[ "$("$root/usr/bin/weather-tui" --version)" = "$(tr -d '[:space:]' <Resources/VERSION)" ] \
    || fail "the installed weather-tui --version is not Resources/VERSION"
make uninstall DESTDIR="$root" PREFIX=/usr
# It removes the folders it made, DESTDIR's own among them.
left="$(if [ -d "$root" ]; then find "$root" -type f; fi)"
[ -z "$left" ] || fail "make uninstall left: $left"

if [ "${NEW_APP_CHECK_FUZZ:-1}" != 0 ]; then
    step "make fuzz: the deeplink parser for 5 seconds"
    FUZZ_SECONDS=5 FUZZ_TARGETS=deeplink make fuzz
fi

copy="$scratch/copy/weather-tui"
step "make new-app NAME=weather-tui --libraries copy"
cd "$template"
Templates/new-app --dest "$copy" --libraries copy --no-build weather-tui
cd "$copy"
[ -d Sources/TUIKit ] || fail "copy mode did not copy the libraries"
if [ -d "$template/.build" ]; then
    cp -a "$template/.build" .build
    # Module caches remember the folder they were built in; the copy makes its own.
    find .build -name ModuleCache -type d -prune -exec rm -rf {} +
fi
scripts/bootstrap.sh
swift build --build-tests 2>&1 | scripts/fail-on-warnings.sh
# Recorded here, then the same frames as package mode's: one app, two ways to get its libraries.
SNAPSHOT_TESTING_RECORD=missing swift test --skip-build --filter 'AppSnapshotTests|WelcomeSnapshotTests' \
    >/dev/null 2>&1 || true
diff -r Tests/WeatherAppTests/__Snapshots__ "$scratch/package-references" \
    || fail "copy mode's references differ from package mode's"
SNAPSHOT_TESTING_RECORD=never swift test --skip-build --parallel --num-workers 2 \
    --filter 'WeatherAppTests|EndToEndTests'
make lint
# Installs from its own build as package mode's does, its desktop entry for its own scheme.
make install DESTDIR="$scratch/copy-root" PREFIX=/usr CONFIGURATION=debug
grep -qx 'MimeType=x-scheme-handler/weathertui;' "$scratch/copy-root/usr/share/applications/weather-tui.desktop" \
    || fail "copy mode's desktop entry does not name weathertui://"
[ -s "$scratch/copy-root/usr/share/man/man1/weather-tui.1" ] || fail "copy mode's make install wrote no man page"
make uninstall DESTDIR="$scratch/copy-root" PREFIX=/usr
[ ! -d "$scratch/copy-root" ] || [ -z "$(find "$scratch/copy-root" -type f)" ] || fail "copy mode's make uninstall left files"
step "both modes: the new app, its module, its upgrade, install and tests work"
