import TUIKit

extension ToastColors {
    /// Toast colors from the app's color resources (`toast` namespace).
    static let app = ToastColors(
        information: StyleColors(
            accent: R.color.toast.informationAccent, background: R.color.toast.informationFill),
        success: StyleColors(accent: R.color.toast.successAccent, background: R.color.toast.successFill),
        failure: StyleColors(accent: R.color.toast.failureAccent, background: R.color.toast.failureFill),
        warning: StyleColors(accent: R.color.toast.warningAccent, background: R.color.toast.warningFill)
    )
}
