#!/usr/bin/env bash
# `make upgrade-template VERSION=x [TEMPLATE_URL=url]`: moves this app to another version of the
# template's libraries (the `exact:` dependency that `make new-app` wrote in Package.swift),
# resolves it, and runs `make test`. When the version cannot be resolved (no such tag, no
# network) Package.swift and Package.resolved are put back as they were, so nothing is lost.
# An app made with `--libraries copy` owns its libraries: there is no version to move.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
version=${1:-}
url=${2:-}
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]]; then
    echo "upgrade-template: '$version' is not a version (1.2.0); the template's tags are its Resources/VERSION" >&2
    exit 2
fi
# The line new-app wrote: .package(url: "<url>", exact: "<version>"), after its comment.
marker='make upgrade-template VERSION=x rewrites this line'
line=$(grep -n -A1 -- "$marker" Package.swift | sed -n 's/^\([0-9]*\)-.*\.package(url: "\([^"]*\)", exact: "\([^"]*\)").*/\1 \2 \3/p')
if [ -z "$line" ]; then
    echo "upgrade-template: Package.swift has no template dependency after '// $marker'." >&2
    echo "  An app made with --libraries copy owns its libraries: merge the template's changes by hand" >&2
    echo "  (its CHANGELOG.md says what changed)." >&2
    exit 2
fi
read -r number old_url old_version <<<"$line"
url=${url:-$old_url}
if [ "$old_version" = "$version" ] && [ "$url" = "$old_url" ]; then
    echo "upgrade-template: already on $version of $url"
fi
backup=$(mktemp -d)
trap 'rm -rf "$backup"' EXIT
cp Package.swift "$backup/"
[ -f Package.resolved ] && cp Package.resolved "$backup/"
restore() {
    cp "$backup/Package.swift" Package.swift
    if [ -f "$backup/Package.resolved" ]; then cp "$backup/Package.resolved" Package.resolved; else rm -f Package.resolved; fi
}
# Only that line changes; '|' is no character of a URL's that sed would need escaped here.
escaped_url=$(printf '%s' "$url" | sed 's/[&|\\]/\\&/g')
sed -i "${number}s|\.package(url: \"[^\"]*\", exact: \"[^\"]*\")|.package(url: \"$escaped_url\", exact: \"$version\")|" Package.swift
echo "upgrade-template: $old_version → $version ($url); resolving"
if ! "$SWIFT" package resolve; then
    restore
    echo "upgrade-template: $url has no version $version that resolves; Package.swift is as it was" >&2
    exit 1
fi
echo "upgrade-template: resolved; running the tests (make test)"
if ! make test; then
    echo "upgrade-template: the tests fail on $version. Package.swift now names it; see the template's" >&2
    echo "  CHANGELOG.md for what changed, or go back with make upgrade-template VERSION=$old_version" >&2
    exit 1
fi
echo "upgrade-template: on $version, tests pass; commit Package.swift"
