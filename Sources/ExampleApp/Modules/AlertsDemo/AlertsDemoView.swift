import TUIKit

/// The demo's list with every alert attached, each shown while its flag is true.
struct AlertsDemoView: View {
    let viewModel: AlertsDemoViewModel
    /// The sign-in sheet's detent and movement: drawing state, kept by the view (made once, by the factory).
    let signInSheetState = BottomSheetState()

    /// The list's keys; an open alert or sheet takes its own before them.
    var bindings: [KeyBinding] { content.bindings }

    func render(in area: Rect, frame: Frame) {
        frame.render(content, in: area)
    }

    private var content: some View {
        AlertsDemoContentView(viewModel: viewModel)
            .alert(
                R.string.alertsDemo.draftSavedTitle(),
                isPresented: Binding(viewModel, \.isDraftSavedAlertPresented),
                actions: { button(.draftSavedOK) },
                message: { R.string.alertsDemo.draftSavedMessage() }
            )
            .alert(
                R.string.alertsDemo.notificationsTitle(),
                isPresented: Binding(viewModel, \.isNotificationsAlertPresented),
                actions: {
                    button(.notNow)
                    button(.turnOn)
                },
                message: { R.string.alertsDemo.notificationsMessage() }
            )
            .alert(
                R.string.alertsDemo.deleteDraftTitle(),
                isPresented: Binding(viewModel, \.isDeleteDraftAlertPresented),
                actions: {
                    button(.keepDraft)
                    button(.deleteDraft)
                },
                message: { R.string.alertsDemo.deleteDraftMessage() }
            )
            .alert(
                R.string.alertsDemo.termsTitle(),
                isPresented: Binding(viewModel, \.isTermsAlertPresented),
                actions: {
                    button(.decline)
                    button(.accept)
                },
                message: { R.string.alertsDemo.termsMessage() }
            )
            .alert(
                R.string.alertsDemo.closeDocumentTitle(),
                isPresented: Binding(viewModel, \.isCloseDocumentAlertPresented),
                actions: {
                    button(.save)
                    button(.discardChanges)
                    button(.keepEditing)
                },
                message: { R.string.alertsDemo.closeDocumentMessage() }
            )
            .alert(
                R.string.alertsDemo.signOutTitle(),
                isPresented: Binding(viewModel, \.isSignOutAlertPresented),
                actions: {
                    button(.staySignedIn)
                    button(.signOut)
                },
                message: { R.string.alertsDemo.signOutMessage() }
            )
            .alert(
                R.string.alertsDemo.keepFilesTitle(),
                isPresented: Binding(viewModel, \.isKeepFilesAlertPresented),
                actions: {
                    button(.deleteFiles)
                    button(.keepFiles)
                },
                message: { R.string.alertsDemo.keepFilesMessage() }
            )
            .alert(
                R.string.alertsDemo.signedOutTitle(),
                isPresented: Binding(viewModel, \.isSignedOutAlertPresented),
                actions: {
                    button(.signedOutOK)
                    button(.signInAgain)
                },
                message: {
                    viewModel.areFilesKept
                        ? R.string.alertsDemo.signedOutMessageKept() : R.string.alertsDemo.signedOutMessageDeleted()
                }
            )
            .bottomSheet(isPresented: Binding(viewModel, \.isSignInSheetPresented), state: signInSheetState) {
                SheetCardView(
                    title: R.string.alertsDemo.signInSheetTitle(),
                    message: R.string.alertsDemo.signInSheetMessage(),
                    buttonTitle: R.string.alertsDemo.signInSheetButton(),
                    actionDescription: R.string.alertsDemo.bindingSignIn(),
                    onClose: { [viewModel] in viewModel.isSignInSheetPresented = false },
                    action: { [viewModel] in viewModel.onSignInTapped() }
                )
                .presentationDetents([.medium])
            }
    }

    private func button(_ choice: AlertsDemoViewModel.Choice) -> AlertButton {
        AlertButton(viewModel.title(of: choice), role: Self.role(viewModel.role(of: choice))) { [viewModel] in
            viewModel.onAlertButtonTapped(choice)
        }
    }

    private static func role(_ role: AlertsDemoViewModel.ChoiceRole) -> AlertButton.Role {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
