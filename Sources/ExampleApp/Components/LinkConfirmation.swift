import TUIKit

extension View {
    /// The alert that asks before `links` opens a link of another scheme than http(s).
    func linkConfirmation(_ links: LinkOpening) -> some View {
        alert(
            R.string.common.linkConfirmTitle(),
            isPresented: Binding(links, \.isConfirmationPresented),
            actions: {
                AlertButton(R.string.common.linkConfirmCancel(), role: .cancel) { links.cancel() }
                AlertButton(R.string.common.linkConfirmOpen(), role: .default) { links.confirm() }
            },
            message: { R.string.common.linkConfirmMessage(links.pending ?? "") }
        )
    }
}
