#!/usr/bin/env bash
# CI's proof that the template works: a module added with `make module` to a scratch copy
# of this package builds and its tests (view model, and snapshots recorded then checked)
# pass. The copy takes the working tree as it is (committed or not) and this checkout's
# build folder, so only what the new module touches is compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d "${TMPDIR:-/tmp}/template-check.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
git ls-files -z --cached --others --exclude-standard \
    | tar --null --files-from=- --ignore-failed-read -cf - | tar -xf - -C "$scratch"
if [ -d .build ]; then
    cp -a .build "$scratch/.build"
    # Module caches remember the folder they were built in; a copy must make its own.
    find "$scratch/.build" -name ModuleCache -type d -prune -exec rm -rf {} +
fi

echo "check-template: make module NAME=TemplateProbe in $scratch"
(cd "$scratch" && Templates/make-module TemplateProbe)
(cd "$scratch" && make lint)
echo "check-template: the new module builds, records its references and passes its tests"
