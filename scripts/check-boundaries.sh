#!/usr/bin/env bash
# View models know nothing of the UI: no `*ViewModel.swift` may import the toolkit or the
# terminal. The compiler cannot see it, since the app target depends on them for its views.
# Checked: Sources/, the new-app template (Templates/App) and the `make module` template
# (Templates/Module). Usage: scripts/check-boundaries.sh [package root]
set -euo pipefail
root="${1:-$(dirname "$0")/..}"
cd "$root"

ui_modules='TUIKit|TUICore|TUITerminal|CNcurses'
# `import X`, `@testable import X`, `public import X`, `import struct X.Y`, …
pattern="^[[:space:]]*((@[A-Za-z_]+(\\([^)]*\\))?|public|package|internal|fileprivate|private)[[:space:]]+)*import[[:space:]]+((struct|class|enum|protocol|typealias|func|var|let)[[:space:]]+)?($ui_modules)([.[:space:]]|$)"

folders=()
for folder in Sources Templates/App Templates/Module; do
    [ -d "$folder" ] && folders+=("$folder")
done
[ ${#folders[@]} -gt 0 ] || { echo "check-boundaries: no Sources/ or Templates/ under $(pwd)" >&2; exit 2; }

failed=0
while IFS= read -r -d '' file; do
    while IFS= read -r hit; do
        failed=1
        line="${hit%%:*}"
        module="$(sed -E "s/.*import[[:space:]]+((struct|class|enum|protocol|typealias|func|var|let)[[:space:]]+)?($ui_modules).*/\\3/" <<<"${hit#*:}")"
        echo "$file:$line: error: a view model imports $module; view models import AppSupport, Foundation, Observation and the services, never the UI" >&2
    done < <(grep -nE "$pattern" "$file" || true)
done < <(find "${folders[@]}" -type f \( -name '*ViewModel.swift' -o -name '*ViewModel.swift.template' \) -print0 | sort -z)

if [ "$failed" -ne 0 ]; then
    echo "check-boundaries: failed. Give the view model plain state and let its view map it to widgets and styles;" \
        "effects (toasts, haptics, the clipboard) go through its coordinator (docs/architecture.md, View models without UI)." >&2
    exit 1
fi
echo "check-boundaries: no view model imports TUIKit, TUICore, TUITerminal or CNcurses"
