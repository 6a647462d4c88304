extension Window: ToastRouter {
    /// The window's toast queue, created on first use.
    public var toastPresenter: ToastPresenter {
        overlayProvider(ToastPresenter.self) {
            ToastPresenter(clock: clock) { [weak self] in self?.setNeedsDisplay() }
        }
    }

    /// Shows `item` through the toast queue; a local toast shows in whichever screen is in front.
    public func showToast(with item: ToastItem) {
        toastPresenter.showToast(with: item)
    }
}
