import AppSupport
import Observation
import TUIKit

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

    /// A row of the list: what an action shows.
    struct ActionItem {
        let title: String
        /// The style of the action's (first) toast, whose icon the row shows.
        let style: ToastStyle
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
    func style(of action: Action) -> ToastStyle {
        switch action {
        case .information, .localTop, .globalBottom, .longMessage, .burst, .tapAction: return .information
        case .success, .globalTop, .stayOnTap: return .success
        case .failure: return .failure
        case .warning: return .warning
        }
    }

    func run(at index: Int) {
        guard actions.indices.contains(index) else { return }
        for item in toastItems(for: actions[index]) {
            coordinator.showToast(item: item)
        }
    }

    func runSelected() {
        run(at: selection.selectedIndex)
    }

    private func toastItems(for action: Action) -> [ToastItem] {
        let style = style(of: action)
        let countTap: @MainActor () -> Void = { [weak self] in self?.tapCount += 1 }
        switch action {
        case .information:
            return [ToastItem(message: R.string.toastsDemo.messageInformation(), style: style)]
        case .success:
            return [ToastItem(message: R.string.toastsDemo.messageSuccess(), style: style)]
        case .failure:
            return [ToastItem(message: R.string.toastsDemo.messageFailure(), style: style)]
        case .warning:
            return [ToastItem(message: R.string.toastsDemo.messageWarning(), style: style)]
        case .localTop:
            return [
                ToastItem(
                    viewItem: ToastViewItem(style: style, message: R.string.toastsDemo.messageLocalTop()),
                    direction: .top)
            ]
        case .globalTop:
            return [
                ToastItem(
                    viewItem: ToastViewItem(style: style, message: R.string.toastsDemo.messageGlobalTop()),
                    toastType: .global, direction: .top)
            ]
        case .globalBottom:
            return [
                ToastItem(
                    viewItem: ToastViewItem(style: style, message: R.string.toastsDemo.messageGlobalBottom()),
                    toastType: .global, direction: .bottom, duration: .five)
            ]
        case .longMessage:
            return [
                ToastItem(
                    viewItem: ToastViewItem(style: style, message: R.string.toastsDemo.messageLong()),
                    duration: .five)
            ]
        case .burst:
            let styles: [ToastStyle] = [.information, .success, .warning, .failure]
            return styles.enumerated().map { index, style in
                ToastItem(
                    viewItem: ToastViewItem(
                        style: style, message: R.string.toastsDemo.messageBurst(index + 1, styles.count)),
                    duration: .two)
            }
        case .tapAction:
            return [
                ToastItem(
                    viewItem: ToastViewItem(
                        style: style, message: R.string.toastsDemo.messageTap(), rightIcon: R.image.ic16.chevronRight),
                    direction: .top, duration: .five, onTap: countTap)
            ]
        case .stayOnTap:
            return [
                ToastItem(
                    viewItem: ToastViewItem(style: style, message: R.string.toastsDemo.messageStay()),
                    direction: .top, duration: .five, isHideOnTap: false, onTap: countTap)
            ]
        }
    }
}
