#!/usr/bin/env bash
# Two rules of the module shape that the compiler cannot see, since the app target depends
# on the toolkit for its views and may reach a router from any file:
# - View models know nothing of the UI: no `*ViewModel.swift` may import the toolkit or the
#   terminal.
# - A module has a coordinator when its screen leaves itself: if a file of a module under
#   `Sources/<App>/Modules/<Name>/` other than its `*Coordinator.swift` names a router type or
#   calls `dependencies.send(`, the module has a `*Coordinator.swift`. The rule is for
#   screens, folders with a `*View.swift`: one without (the tab bar's wiring, whose
#   deep-link router routes by design) draws nothing to leave.
# Checked, where they exist: Sources/, the new-app template (Templates/App) and the
# `make module` template (Templates/Module). Usage: scripts/check-boundaries.sh [package root]
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
        "effects (toasts, haptics, the clipboard) go through its coordinator (the template's docs/architecture.md," \
        "View models without UI)." >&2
fi

# The module shape. A module folder sits under `<target>/Modules/` in Sources/ or in the
# new-app template; the `make module` template's files are one module too.
router_types='NavigationRouter|PresentationRouter|ToastRouter|RootRouter|TabBarRouter'
leaves="(^|[^A-Za-z0-9_])($router_types)([^A-Za-z0-9_]|$)|[Dd]ependencies[?!]?\\.send\\("
modules=()
for parent in Sources/*/Modules Templates/App/Sources/*/Modules; do
    [ -d "$parent" ] || continue
    for module in "$parent"/*/; do
        [ -d "$module" ] && modules+=("${module%/}")
    done
done
[ -d Templates/Module/Sources ] && modules+=(Templates/Module/Sources)

shape_failed=0
for module in ${modules[@]+"${modules[@]}"}; do
    swift_files=()
    while IFS= read -r -d '' file; do
        swift_files+=("$file")
    done < <(find "$module" -type f \( -name '*.swift' -o -name '*.swift.template' \) -print0 | sort -z)
    names="$(for file in ${swift_files[@]+"${swift_files[@]}"}; do basename "$file"; done)"
    grep -qE 'View\.swift(\.template)?$' <<<"$names" || continue
    grep -qE 'Coordinator\.swift(\.template)?$' <<<"$names" && continue
    reasons=()
    for file in ${swift_files[@]+"${swift_files[@]}"}; do
        # Comments may name a router; only code counts (`//` after a space or at the start,
        # so a URL's `scheme://` stays).
        while IFS= read -r hit; do
            match="${hit#*:}"
            case "$match" in
                *send\() reasons+=("${file#"$module"/}:${hit%%:*} calls ${match%(}") ;;
                *) reasons+=("${file#"$module"/}:${hit%%:*} names $(sed -E 's/^[^A-Za-z]+|[^A-Za-z]+$//g' <<<"$match")") ;;
            esac
        done < <(sed -E 's#(^|[[:space:]])//.*$#\1#' "$file" | grep -noE "$leaves" || true)
    done
    if [ ${#reasons[@]} -gt 0 ]; then
        shape_failed=1
        joined="$(printf '%s; ' "${reasons[@]}")"
        label="module ${module##*/}"
        [ "$module" = Templates/Module/Sources ] && label="make module's template"
        echo "$module: error: $label has no *Coordinator.swift, yet its screen leaves itself: ${joined%; }" >&2
    fi
done

if [ "$shape_failed" -ne 0 ]; then
    echo "check-boundaries: failed. A screen that navigates, presents, shows a toast through a router or sends" \
        "the app a command does it through its coordinator, which holds the routers and the dependencies;" \
        "add one (make module makes the four parts; the template's docs/architecture.md, When a module has a" \
        "coordinator)." >&2
fi
[ "$failed" -eq 0 ] && [ "$shape_failed" -eq 0 ] || exit 1
echo "check-boundaries: no view model imports TUIKit, TUICore, TUITerminal or CNcurses;" \
    "every module whose screen leaves itself has a coordinator"
