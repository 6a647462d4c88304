import Foundation
import TUICore
import TUIKit
import Utilities

struct UtilsDemoView: InteractiveView {
    let viewModel: UtilsDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let logHeight = min(10, max(0, body.height - UtilsDemoViewModel.Item.allCases.count - 1))
        let (logArea, listArea) = body.divided(bottom: logHeight)
        ListView(rows: rows, state: viewModel.listState) { viewModel.activate($0) }
            .render(in: listArea, frame: frame)
        drawLifecycle(in: logArea.inset(by: EdgeInsets(horizontal: 1)), frame: frame)
        KeyHintsView(hints: R.string.utilsDemo.hint()).render(in: hintArea, frame: frame)
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
        Divider().render(in: area.row(0), frame: frame)
        let secondary = frame.style(R.color.text.secondary)
        let state: String
        switch viewModel.lifecycleState {
        case .active: state = R.string.utilsDemo.stateActive()
        case .inactive: state = R.string.utilsDemo.stateInactive()
        case .background: state = R.string.utilsDemo.stateBackground()
        }
        Label(R.string.utilsDemo.lifecycle(state), style: frame.style(R.color.text.primary))
            .render(in: area.row(1), frame: frame)
        let lines = viewModel.errorMessage.map { [$0] } ?? []
        let log = viewModel.lifecycleLog.suffix(max(0, area.height - 2 - lines.count))
        for (offset, line) in log.enumerated() {
            Label(line, style: secondary).render(in: area.row(2 + offset), frame: frame)
        }
        if let error = viewModel.errorMessage {
            Label(error, style: frame.style(R.color.text.error))
                .render(in: area.row(area.height - 1), frame: frame)
        } else if log.isEmpty, area.height > 2 {
            Label(R.string.utilsDemo.lifecycleEmpty(), style: secondary).render(
                in: area.row(2), frame: frame)
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

    func handle(_ key: KeyEvent) -> Bool {
        if viewModel.listState.handle(key) { return true }
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .enter, .character(" "):
            viewModel.activateSelected()
            return true
        case .right, .character("l"):
            return viewModel.cycleSelected(forward: true)
        case .left, .character("h"):
            return viewModel.cycleSelected(forward: false)
        default:
            return false
        }
    }
}
