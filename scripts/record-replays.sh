#!/usr/bin/env bash
# Re-records the recordings Tests/ExampleAppTests/Recordings/*.cast that ReplayTests replay
# (docs/recording.md, "Replay as a test"): each flow runs under the real `example-tui record`
# in a tmux pane of 80x24, the keys sent with pauses a person would leave.
#
# The app under record runs in the conditions the replay builds it in: a fresh HOME, no
# XDG folders, a UTF-8 locale, xterm-256color, English, the dark theme, the dev environment,
# and no variable of the app's own. Review the files' screens (`example-tui replay FILE`)
# and run the replay tests before committing them.
#
#   scripts/record-replays.sh [NAME...]     # default: every flow below
set -euo pipefail

cd "$(dirname "$0")/.."
binary=.build/debug/example-tui
folder=Tests/ExampleAppTests/Recordings
[[ -x $binary ]] || swift build --product example-tui
command -v tmux >/dev/null || { echo "record-replays: needs tmux" >&2; exit 1; }
mkdir -p "$folder"

pause=0.7
session="record-replays-$$"

# record NAME ROUTE KEYS...: each KEYS word is one `tmux send-keys` argument, sent after a
# pause; `-` alone is a longer pause (for a timer to run out while the app is watched).
record() {
    local name=$1 route=$2
    shift 2
    local home
    home=$(mktemp -d)
    local output="$PWD/$folder/$name.cast"
    local arguments=(record --output "$output" --lang en --theme dark --env dev)
    [[ -n $route ]] && arguments+=("$route")
    tmux new-session -d -s "$session" -x 80 -y 24 \
        env -i HOME="$home" PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 "$PWD/$binary" "${arguments[@]}"
    sleep 2
    for key in "$@"; do
        if [[ $key == - ]]; then
            sleep 3
        else
            tmux send-keys -t "$session" "$key"
            sleep "$pause"
        fi
    done
    tmux send-keys -t "$session" q
    for _ in $(seq 50); do
        tmux has-session -t "$session" 2>/dev/null || break
        sleep 0.1
    done
    tmux kill-session -t "$session" 2>/dev/null || true
    rm -rf "$home"
    echo "recorded $folder/$name.cast ($(wc -c <"$output") bytes)"
}

flow() {
    case $1 in
    settings-language) record "$1" exampletui://settings Down Enter Enter ;;
    examples-demo-and-back) record "$1" "" Down Down Enter Escape Down ;;
    table-search) record "$1" exampletui://examples/table Right / J o n Enter Down ;;
    toast) record "$1" exampletui://examples/toasts Enter Down - Up ;;
    *) echo "record-replays: no flow named $1" >&2; return 1 ;;
    esac
}

names=("$@")
[[ ${#names[@]} -gt 0 ]] || names=(settings-language examples-demo-and-back table-search toast)
for name in "${names[@]}"; do flow "$name"; done
