import AppSupport
import Observation

/// The toasts demo's actions and the taps its toasts have had. It builds each toast and
/// asks the coordinator to show it, as the template's view models do.
@MainActor
@Observable
final class ToastsDemoViewModel {
    enum Action: CaseIterable {
        case information
        case success
        case failure
        case warning
        case localTop
        case globalTop
        case globalBottom
        case longMessage
        case burst
        case tapAction
        case stayOnTap
    }

    /// A toast an action asks for, in plain words; the coordinator makes the toolkit's toast.
    struct Toast {
        enum Style {
            case information
            case success
            case failure
            case warning
        }

        var style: Style
        var message: String
        /// Over everything, rather than inside the screen.
        var isGlobal = false
        /// Below the navigation bar, rather than above the tab bar.
        var isAtTop = false
        /// How long it stays fully shown.
        var seconds = 3
        /// A chevron at the end of its first line: a tap opens something.
        var hasChevron = false
        var isHideOnTap = true
        var onTap: (@MainActor () -> Void)?
    }

    /// A row of the list: what an action shows.
    struct ActionItem {
        let title: String
        /// The style of the action's (first) toast, whose icon the row shows.
        let style: Toast.Style
        /// Where the toast goes, or what a tap on it does.
        let value: String
    }

    var selection = ListSelection(count: Action.allCases.count)
    private(set) var tapCount = 0
    @ObservationIgnored private let coordinator: ToastsDemoCoordinator

    init(coordinator: ToastsDemoCoordinator) {
        self.coordinator = coordinator
    }

    var actions: [Action] { Action.allCases }

    var actionItems: [ActionItem] {
        actions.map { ActionItem(title: title(of: $0), style: style(of: $0), value: value(of: $0)) }
    }

    func title(of action: Action) -> String {
        switch action {
        case .information: return R.string.toastsDemo.actionInformation()
        case .success: return R.string.toastsDemo.actionSuccess()
        case .failure: return R.string.toastsDemo.actionFailure()
        case .warning: return R.string.toastsDemo.actionWarning()
        case .localTop: return R.string.toastsDemo.actionLocalTop()
        case .globalTop: return R.string.toastsDemo.actionGlobalTop()
        case .globalBottom: return R.string.toastsDemo.actionGlobalBottom()
        case .longMessage: return R.string.toastsDemo.actionLong()
        case .burst: return R.string.toastsDemo.actionBurst()
        case .tapAction: return R.string.toastsDemo.actionTap()
        case .stayOnTap: return R.string.toastsDemo.actionStay()
        }
    }

    /// Where the action's toast goes, or what a tap on it does.
    func value(of action: Action) -> String {
        switch action {
        case .information, .success, .failure, .warning, .longMessage:
            return R.string.toastsDemo.valueLocalBottom()
        case .localTop: return R.string.toastsDemo.valueLocalTop()
        case .globalTop: return R.string.toastsDemo.valueGlobalTop()
        case .globalBottom: return R.string.toastsDemo.valueGlobalBottom()
        case .burst: return R.string.toastsDemo.valueQueue()
        case .tapAction: return R.string.toastsDemo.valueTap()
        case .stayOnTap: return R.string.toastsDemo.valueStay()
        }
    }

    /// The style of the action's (first) toast.
    func style(of action: Action) -> Toast.Style {
        switch action {
        case .information, .localTop, .globalBottom, .longMessage, .burst, .tapAction: return .information
        case .success, .globalTop, .stayOnTap: return .success
        case .failure: return .failure
        case .warning: return .warning
        }
    }

    func run(at index: Int) {
        guard actions.indices.contains(index) else { return }
        for toast in toasts(for: actions[index]) {
            coordinator.showToast(toast)
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }

    private func toasts(for action: Action) -> [Toast] {
        let style = style(of: action)
        let countTap: @MainActor () -> Void = { [weak self] in self?.tapCount += 1 }
        switch action {
        case .information:
            return [Toast(style: style, message: R.string.toastsDemo.messageInformation())]
        case .success:
            return [Toast(style: style, message: R.string.toastsDemo.messageSuccess())]
        case .failure:
            return [Toast(style: style, message: R.string.toastsDemo.messageFailure())]
        case .warning:
            return [Toast(style: style, message: R.string.toastsDemo.messageWarning())]
        case .localTop:
            return [Toast(style: style, message: R.string.toastsDemo.messageLocalTop(), isAtTop: true)]
        case .globalTop:
            return [Toast(style: style, message: R.string.toastsDemo.messageGlobalTop(), isGlobal: true, isAtTop: true)]
        case .globalBottom:
            return [Toast(style: style, message: R.string.toastsDemo.messageGlobalBottom(), isGlobal: true, seconds: 5)]
        case .longMessage:
            return [Toast(style: style, message: R.string.toastsDemo.messageLong(), seconds: 5)]
        case .burst:
            let styles: [Toast.Style] = [.information, .success, .warning, .failure]
            return styles.enumerated().map { index, style in
                Toast(style: style, message: R.string.toastsDemo.messageBurst(index + 1, styles.count), seconds: 2)
            }
        case .tapAction:
            return [
                Toast(
                    style: style, message: R.string.toastsDemo.messageTap(), isAtTop: true, seconds: 5,
                    hasChevron: true, onTap: countTap)
            ]
        case .stayOnTap:
            return [
                Toast(
                    style: style, message: R.string.toastsDemo.messageStay(), isAtTop: true, seconds: 5,
                    isHideOnTap: false, onTap: countTap)
            ]
        }
    }
}
