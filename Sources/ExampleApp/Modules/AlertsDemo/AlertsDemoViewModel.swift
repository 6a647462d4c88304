import AppSupport
import Observation

/// The alerts demo's state: which alert is presented (one flag each, as the template's
/// `isAlertPresented`), and the last button pressed in any of them.
@MainActor
@Observable
final class AlertsDemoViewModel {
    enum Example: CaseIterable {
        case oneButton
        case twoButtons
        case destructive
        case longMessage
        case threeButtons
        case chain
    }

    /// A button of one of the demo's alerts.
    enum Choice: CaseIterable {
        case draftSavedOK
        case notNow
        case turnOn
        case keepDraft
        case deleteDraft
        case decline
        case accept
        case save
        case discardChanges
        case keepEditing
        case staySignedIn
        case signOut
        case deleteFiles
        case keepFiles
        case signedOutOK
        case signInAgain
    }

    /// What a choice's button does in its alert; the view gives it the alert's role.
    enum ChoiceRole {
        case `default`
        case cancel
        case destructive
    }

    var selection = ListSelection(count: Example.allCases.count)
    var isDraftSavedAlertPresented = false
    var isNotificationsAlertPresented = false
    var isDeleteDraftAlertPresented = false
    var isTermsAlertPresented = false
    var isCloseDocumentAlertPresented = false
    var isSignOutAlertPresented = false
    var isKeepFilesAlertPresented = false
    var isSignedOutAlertPresented = false
    /// The end of the chain: an alert's action opens a bottom sheet, with no delay.
    var isSignInSheetPresented = false
    private(set) var areFilesKept = true
    private(set) var lastChoice: Choice?

    /// The list's rows, in `Example.allCases` order.
    var exampleTitles: [String] { Example.allCases.map(title(of:)) }

    func title(of example: Example) -> String {
        switch example {
        case .oneButton: R.string.alertsDemo.exampleOneButton()
        case .twoButtons: R.string.alertsDemo.exampleTwoButtons()
        case .destructive: R.string.alertsDemo.exampleDestructive()
        case .longMessage: R.string.alertsDemo.exampleLongMessage()
        case .threeButtons: R.string.alertsDemo.exampleThreeButtons()
        case .chain: R.string.alertsDemo.exampleChain()
        }
    }

    func title(of choice: Choice) -> String {
        switch choice {
        case .draftSavedOK, .signedOutOK: R.string.alertsDemo.ok()
        case .notNow: R.string.alertsDemo.notNow()
        case .turnOn: R.string.alertsDemo.turnOn()
        case .keepDraft, .staySignedIn: R.string.alertsDemo.cancel()
        case .deleteDraft: R.string.alertsDemo.delete()
        case .decline: R.string.alertsDemo.decline()
        case .accept: R.string.alertsDemo.accept()
        case .save: R.string.alertsDemo.save()
        case .discardChanges: R.string.alertsDemo.discardChanges()
        case .keepEditing: R.string.alertsDemo.keepEditing()
        case .signOut: R.string.alertsDemo.signOut()
        case .deleteFiles: R.string.alertsDemo.deleteFiles()
        case .keepFiles: R.string.alertsDemo.keepFiles()
        case .signInAgain: R.string.alertsDemo.signInAgain()
        }
    }

    func role(of choice: Choice) -> ChoiceRole {
        switch choice {
        case .notNow, .keepDraft, .decline, .keepEditing, .staySignedIn: .cancel
        case .deleteDraft, .discardChanges, .signOut, .deleteFiles: .destructive
        case .draftSavedOK, .turnOn, .accept, .save, .keepFiles, .signedOutOK, .signInAgain: .default
        }
    }

    /// The title of the alert `choice` belongs to.
    func alertTitle(of choice: Choice) -> String {
        switch choice {
        case .draftSavedOK: R.string.alertsDemo.draftSavedTitle()
        case .notNow, .turnOn: R.string.alertsDemo.notificationsTitle()
        case .keepDraft, .deleteDraft: R.string.alertsDemo.deleteDraftTitle()
        case .decline, .accept: R.string.alertsDemo.termsTitle()
        case .save, .discardChanges, .keepEditing: R.string.alertsDemo.closeDocumentTitle()
        case .staySignedIn, .signOut: R.string.alertsDemo.signOutTitle()
        case .deleteFiles, .keepFiles: R.string.alertsDemo.keepFilesTitle()
        case .signedOutOK, .signInAgain: R.string.alertsDemo.signedOutTitle()
        }
    }

    func onShowAlertTapped(at index: Int) {
        guard Example.allCases.indices.contains(index) else { return }
        switch Example.allCases[index] {
        case .oneButton: isDraftSavedAlertPresented = true
        case .twoButtons: isNotificationsAlertPresented = true
        case .destructive: isDeleteDraftAlertPresented = true
        case .longMessage: isTermsAlertPresented = true
        case .threeButtons: isCloseDocumentAlertPresented = true
        case .chain: isSignOutAlertPresented = true
        }
    }

    func onSignInTapped() {
        isSignInSheetPresented = false
    }

    func onShowSelectedAlertTapped() {
        onShowAlertTapped(at: selection.selectedIndex)
    }

    func onAlertButtonTapped(_ choice: Choice) {
        lastChoice = choice
        // The alert has closed itself before its action runs, so the next one shows at
        // once, with no delay.
        switch choice {
        case .signOut:
            isKeepFilesAlertPresented = true
        case .deleteFiles, .keepFiles:
            areFilesKept = choice == .keepFiles
            isSignedOutAlertPresented = true
        case .signInAgain:
            isSignInSheetPresented = true
        default:
            break
        }
    }
}
