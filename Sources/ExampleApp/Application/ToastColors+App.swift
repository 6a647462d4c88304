import TUIKit

extension ToastColors {
    /// Toast colors from the app's color resources (`toast` namespace).
    static let app = ToastColors(
        information: StyleColors(
            accent: R.color.toast.informationAccent, background: R.color.toast.informationBackground),
        success: StyleColors(accent: R.color.toast.successAccent, background: R.color.toast.successBackground),
        failure: StyleColors(accent: R.color.toast.failureAccent, background: R.color.toast.failureBackground),
        warning: StyleColors(accent: R.color.toast.warningAccent, background: R.color.toast.warningBackground)
    )
}
