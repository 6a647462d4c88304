#!/usr/bin/env bash
# CI's proof that an app made from the template stands on its own: `make new-app` into a
# temporary folder builds it, records its snapshot references and passes its own
# `make test`; nothing in it names the showcase; its executable renders its Home; then
# `make module NAME=Forecast` in it builds and records the module, and the app's
# `make test` and `make lint` pass again with the module reachable by its route.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d "${TMPDIR:-/tmp}/new-app-check.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
app="$scratch/weather-tui"

echo "check-new-app: make new-app NAME=weather-tui DEST=$app"
# The template's own build folder seeds the new app's, as check-template.sh seeds its copy.
seed=()
[ -d .build ] && seed=(--seed-build .build)
Templates/new-app --dest "$app" "${seed[@]}" weather-tui
cd "$app"

echo "check-new-app: nothing names the showcase"
if grep -rIil 'example-tui\|exampletui\|example_tui' --exclude-dir=.git --exclude-dir=.build .; then
    echo "check-new-app: the files above name the showcase" >&2
    exit 1
fi
bin="$(swift build --show-bin-path)"
"$bin/weather-tui" render weathertui://home --size 80x24

echo "check-new-app: make module NAME=Forecast, then the app's make test and make lint"
make module NAME=Forecast
make test
make lint
"$bin/weather-tui" render weathertui://home/forecast --size 80x24 | grep -q Forecast \
    || { echo "check-new-app: weathertui://home/forecast does not show the module" >&2; exit 1; }
echo "check-new-app: the new app, its module and its tests work"
