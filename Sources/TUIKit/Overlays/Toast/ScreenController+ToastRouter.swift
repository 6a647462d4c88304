extension ScreenController: ToastRouter {
    /// Shows `item` through the window's toast queue; a local toast belongs to this screen
    /// and shows in its content while it is visible. A screen in no window shows nothing.
    public func showToast(with item: ToastItem) {
        window?.toastPresenter.showToast(with: item, from: self)
    }
}
