import TUIKit

extension View {
    /// The alert that asks before `links` opens a link of another scheme than http(s).
    func linkConfirmation(_ links: LinkOpening) -> some View {
        alert(
            R.string.components.linkConfirmTitle(),
            isPresented: Binding(links, \.isConfirmationPresented),
            actions: {
                AlertButton(R.string.components.linkConfirmCancel(), role: .cancel) { links.cancel() }
                AlertButton(R.string.components.linkConfirmOpen(), role: .default) { links.confirm() }
            },
            message: { R.string.components.linkConfirmMessage(links.pending ?? "") }
        )
    }
}
