import Foundation
import TUIKit
import Utilities

struct UtilsDemoView: View {
    let viewModel: UtilsDemoViewModel

    /// The list's keys, or the link confirmation's while it shows.
    var bindings: [KeyBinding] { content.bindings }

    func render(in area: Rect, frame: Frame) {
        frame.render(content, in: area)
    }

    private var content: some View {
        UtilsDemoContentView(viewModel: viewModel).linkConfirmation(viewModel.links)
    }
}

/// The utilities' rows, the lifecycle log, and the outcome of the last link opened.
struct UtilsDemoContentView: View {
    let viewModel: UtilsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "utils.run", R.string.utilsDemo.bindingRun()) {
                viewModel.activateSelected()
            },
            KeyBinding(
                keys: [.right, .character("l")], id: "utils.next-sample", label: "← →",
                R.string.utilsDemo.bindingSample()
            ) { _ in
                viewModel.cycleSelected(forward: true)
            },
            KeyBinding(
                keys: [.left, .character("h")], id: "utils.previous-sample", R.string.utilsDemo.bindingSample(),
                isShown: false
            ) { _ in
                viewModel.cycleSelected(forward: false)
            },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        // The list keeps a line per row and one spare; the log takes up to 10 lines below it.
        let (listArea, logArea) = body.rows(.min(UtilsDemoViewModel.Item.allCases.count + 1), .max(10))
        let list = ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.activate($0) }
        frame.render(list, in: listArea)
        drawLifecycle(in: Layout.vertical(.fill).margin(EdgeInsets(horizontal: 1)).split(logArea)[0], frame: frame)
        frame.render(KeyHintsView(), in: hintArea)
    }

    private var rows: [ListView.Row] {
        UtilsDemoViewModel.Item.allCases.map { item in
            switch item {
            case .haptics:
                return ListView.Row(
                    title: R.string.utilsDemo.haptics(name(of: viewModel.hapticType)), icon: R.image.ic24.haptics,
                    value: hapticValue)
            case .vpn:
                let names = viewModel.vpnInterfaces.map(\.name).joined(separator: ", ")
                return ListView.Row(
                    title: R.string.utilsDemo.vpn(), icon: R.image.ic24.globe,
                    value: names.isEmpty ? R.string.utilsDemo.vpnOff() : R.string.utilsDemo.vpnOn(names))
            case .jailbreak:
                let findings = viewModel.jailbreakFindings.map(name(of:)).joined(separator: ", ")
                return ListView.Row(
                    title: R.string.utilsDemo.jailbreak(), icon: R.image.ic24.alert,
                    value: findings.isEmpty
                        ? R.string.utilsDemo.jailbreakClean() : R.string.utilsDemo.jailbreakFound(findings))
            case .fillWebCache:
                return ListView.Row(
                    title: R.string.utilsDemo.fillWebCache(), icon: R.image.ic24.utils,
                    value: summary(of: viewModel.webCacheContents))
            case .cleanWebCache:
                return ListView.Row(
                    title: R.string.utilsDemo.cleanWebCache(), icon: R.image.ic16.close, value: cleanValue)
            case .route:
                return ListView.Row(
                    title: R.string.utilsDemo.route(viewModel.route.0.name(), viewModel.route.1.name()),
                    icon: R.image.ic24.navigation, value: viewModel.routeDistance)
            case .money:
                return ListView.Row(
                    title: R.string.utilsDemo.money(viewModel.money.asString(), viewModel.money.currencyCode),
                    icon: R.image.ic24.palette, value: viewModel.money.formatted(locale: viewModel.locale))
            case .query:
                return ListView.Row(
                    title: R.string.utilsDemo.query(viewModel.querySample), icon: R.image.ic24.globe,
                    value: viewModel.queryString)
            case .mapPlace:
                return ListView.Row(
                    title: R.string.utilsDemo.mapPlace(viewModel.route.1.name()), icon: R.image.ic24.navigation,
                    value: viewModel.mapPlaceURI)
            case .mapRoute:
                return ListView.Row(
                    title: R.string.utilsDemo.mapRoute(), icon: R.image.ic24.globe, value: viewModel.mapRouteURL)
            case .mail:
                return ListView.Row(
                    title: R.string.utilsDemo.mail(), icon: R.image.ic24.utils, value: UtilsDemoViewModel.teamAddress)
            case .editConfig:
                return ListView.Row(
                    title: R.string.utilsDemo.editConfig(), icon: R.image.ic24.utils,
                    value: viewModel.configStatus ?? "")
            }
        }
    }

    private var hapticValue: String {
        guard viewModel.hapticsEnabled else { return R.string.utilsDemo.hapticsOff() }
        let steps = HapticPattern.pattern(for: viewModel.hapticType).steps.map { step in
            let signal = step.signal == .bell ? R.string.utilsDemo.signalBell() : R.string.utilsDemo.signalFlash()
            return step.delay == .zero ? signal : "\(Int(step.delay / .milliseconds(1)))ms \(signal)"
        }
        let pattern = steps.joined(separator: " · ")
        // Marks the kind just played, so Enter shows what happened.
        return viewModel.playedHaptic == viewModel.hapticType ? R.string.utilsDemo.hapticPlayed(pattern) : pattern
    }

    private var cleanValue: String {
        guard let removed = viewModel.lastClean else { return "" }
        let files = removed.reduce(0) { $0 + $1.files }
        guard files > 0 else { return R.string.utilsDemo.cleanNothing() }
        return R.string.utilsDemo.cleanRemoved(summary(of: removed))
    }

    private func summary(of removals: [WebCacheCleanerUtil.Removal]) -> String {
        let files = removals.reduce(0) { $0 + $1.files }
        let bytes = removals.reduce(Int64(0)) { $0 + $1.bytes }
        let kilobytes = (Double(bytes) / 1024).formatted(.number.precision(.fractionLength(1)).locale(viewModel.locale))
        return R.string.utilsDemo.filesSummary(files, kilobytes)
    }

    private func drawLifecycle(in area: Rect, frame: Frame) {
        guard area.height > 1 else { return }
        let (divider, stateLine, logArea) = area.rows(.length(1), .length(1), .fill)
        frame.render(Divider(), in: divider)
        let secondary = frame.context.style(R.color.text.secondary)
        let state: String
        switch viewModel.lifecycleState {
        case .active: state = R.string.utilsDemo.stateActive()
        case .inactive: state = R.string.utilsDemo.stateInactive()
        case .background: state = R.string.utilsDemo.stateBackground()
        }
        frame.render(
            Label(R.string.utilsDemo.lifecycle(state), style: frame.context.style(R.color.text.primary)), in: stateLine)
        // The last line says an error, or else where the last link went.
        let hasLastLine = viewModel.errorMessage != nil || viewModel.links.status != nil
        let (logLines, errorLine) = logArea.rows(.fill, .length(hasLastLine ? 1 : 0))
        let log = viewModel.lifecycleLog.suffix(logLines.height)
        let lines = Layout.vertical(Array(repeating: .length(1), count: max(1, log.count))).split(logLines)
        for (line, entry) in zip(lines, log) {
            frame.render(Label(entry, style: secondary), in: line)
        }
        if let error = viewModel.errorMessage {
            frame.render(Label(error, style: frame.context.style(R.color.text.error)), in: errorLine)
        } else if let status = viewModel.links.status {
            frame.render(Label(status, style: frame.context.style(R.color.text.accent)), in: errorLine)
        }
        if viewModel.errorMessage == nil, log.isEmpty, !logLines.isEmpty {
            frame.render(Label(R.string.utilsDemo.lifecycleEmpty(), style: secondary), in: lines[0])
        }
    }

    private func name(of type: HapticFeedbackType) -> String {
        switch type {
        case .selection: return "selection"
        case .notification(let kind): return "notification(.\(kind))"
        case .impact(let style): return "impact(.\(style))"
        }
    }

    private func name(of finding: JailbreakDetectionUtil.Finding) -> String {
        switch finding {
        case .runningAsRoot: return R.string.utilsDemo.findingRoot()
        case .setUID: return R.string.utilsDemo.findingSetUid()
        case .libraryInjection: return R.string.utilsDemo.findingInjection()
        }
    }

}
