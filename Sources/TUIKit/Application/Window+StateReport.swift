import TUICore

extension Window {
    /// What the window shows and what takes keys, a line each: the size, the screens (a
    /// container's children in braces, the shown one marked `*`, a sliding stack marked
    /// `~`), the presented screens, the last frame's overlays, the last keys and what took
    /// each, and the chain a key goes through. For a report on an app that stopped taking keys (`TUI_STATE_REPORT`).
    public var stateReport: [String] {
        var lines: [String] = []
        let size = size.map { "\($0.width)x\($0.height)" } ?? "none"
        lines.append("size: \(size)\(self.size.map(isTooSmall) == true ? " (too small)" : "")")
        lines.append("root: \(rootController.map(Self.describe) ?? "none")")
        lines.append("presented: [\(presentedControllers.map(Self.describe).joined(separator: ", "))]")
        lines.append("presenting: \(isTransitioning ? "sliding" : "no")")
        let overlays = self.overlays.shown.map { "\(type(of: $0))\($0.isModal ? " (modal)" : "")" }
        lines.append("overlays: [\(overlays.joined(separator: ", "))]")
        lines.append("last keys: [\(input.recentKeys.map { "\($0.key) -> \($0.taker)" }.joined(separator: "; "))]")
        lines.append("keys, first to last:")
        lines += keyBindings.map { "  \($0.trigger) \($0.label) \($0.description)" }
        return lines
    }

    private static func describe(_ controller: ScreenController) -> String {
        let name = String(describing: type(of: controller))
        let children = controller.childControllers
        guard !children.isEmpty else { return name }
        let shown = controller.visibleChildren
        let sliding = (controller as? NavigationController)?.isTransitioning == true ? "~" : ""
        let inner = children.map { child in
            (shown.contains { $0 === child } ? "*" : "") + describe(child)
        }
        return "\(name)\(sliding){\(inner.joined(separator: ", "))}"
    }
}
