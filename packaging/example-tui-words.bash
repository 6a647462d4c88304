
# Added by `make install` (packaging/example-tui-words.bash) after the script that
# `example-tui --generate-completion-script bash` writes:
# - a route is a URL, and bash splits a word at ':' (COMP_WORDBREAKS), so complete over
#   whole words and hand bash back only what follows the word's last colon, as
#   bash-completion's __ltrim_colon_completions does;
# - `run` is the default command, so a first word that names no command is run's
#   (`example-tui exampletui://se<Tab>` completes as `example-tui run exampletui://se<Tab>`).
_example-tui_whole_words() {
    local COMP_LINE="${COMP_LINE:0:COMP_POINT}"
    local COMP_POINT="${#COMP_LINE}"
    local -a COMP_WORDS
    read -ra COMP_WORDS <<<"${COMP_LINE}"
    [[ -z "${COMP_LINE}" || "${COMP_LINE}" == *[[:space:]] ]] && COMP_WORDS+=("")
    local COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local -a replies=()

    case "${COMP_WORDS[1]}" in
    run | open | push | console | render | record | replay | serve | help | -h | --help | --version) ;;
    *)
        if ((COMP_CWORD == 1)); then
            # The first word: a command, or the default command's route.
            COMPREPLY=()
            _example-tui "${1}" "${cur}" "${COMP_WORDS[0]}"
            replies=("${COMPREPLY[@]}")
        fi
        COMP_LINE="${COMP_WORDS[0]} run${COMP_LINE#"${COMP_WORDS[0]}"}"
        COMP_POINT="${#COMP_LINE}"
        COMP_WORDS=("${COMP_WORDS[0]}" run "${COMP_WORDS[@]:1}")
        COMP_CWORD=$((COMP_CWORD + 1))
        ;;
    esac
    [[ "${COMP_WORDS[1]}" == @(push|console|record|replay) ]] && compopt -o filenames 2>/dev/null

    COMPREPLY=()
    _example-tui "${1}" "${cur}" "${COMP_WORDS[COMP_CWORD - 1]}"
    COMPREPLY=("${replies[@]}" "${COMPREPLY[@]}")

    if [[ "${cur}" == *:* ]]; then
        local prefix="${cur%"${cur##*:}"}" index
        for index in "${!COMPREPLY[@]}"; do
            COMPREPLY[index]="${COMPREPLY[index]#"${prefix}"}"
        done
    fi
}
complete -F _example-tui_whole_words example-tui
