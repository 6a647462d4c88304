#!/usr/bin/env bash
# Passes a build's output through and fails when the compiler warned about this package's own
# code (Sources, Tests, Tools, Plugins, Benchmarks): the project keeps zero warnings, and a
# clean build (CI's) prints every one. Dependencies' warnings are SwiftPM's to suppress.
#   swift build 2>&1 | scripts/fail-on-warnings.sh
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
warnings="$(mktemp)"
trap 'rm -f "$warnings"' EXIT
while IFS= read -r line; do
    printf '%s\n' "$line"
    case "$line" in
        "$root"/Sources/*": warning: "* | "$root"/Tests/*": warning: "* | "$root"/Tools/*": warning: "* | \
            "$root"/Plugins/*": warning: "* | "$root"/Benchmarks/*": warning: "*)
            printf '%s\n' "$line" >>"$warnings"
            ;;
    esac
done
if [ -s "$warnings" ]; then
    count="$(sort -u "$warnings" | wc -l)"
    echo "fail-on-warnings: $count warning(s) in this package's code; warnings are errors here:" >&2
    sort -u "$warnings" >&2
    exit 1
fi
