import TUIKit
import XCTest

@testable import ExampleApp

/// The alerts demo's state without drawing: which alert a row shows, and the chain.
@MainActor
final class AlertsDemoViewModelTests: XCTestCase {
    override func setUp() async throws {
        try Environments.setup(name: "dev")
        Localization.language = .en
    }

    private func presented(_ model: AlertsDemoViewModel) -> [String] {
        [
            ("draftSaved", model.isDraftSavedAlertPresented), ("notifications", model.isNotificationsAlertPresented),
            ("deleteDraft", model.isDeleteDraftAlertPresented), ("terms", model.isTermsAlertPresented),
            ("closeDocument", model.isCloseDocumentAlertPresented), ("signOut", model.isSignOutAlertPresented),
            ("keepFiles", model.isKeepFilesAlertPresented), ("signedOut", model.isSignedOutAlertPresented),
            ("signInSheet", model.isSignInSheetPresented),
        ]
        .filter(\.1).map(\.0)
    }

    func testTheSelectedRowShowsItsAlertAndOnlyThatOne() async {
        let model = AlertsDemoViewModel()
        XCTAssertEqual(model.exampleTitles.count, AlertsDemoViewModel.Example.allCases.count)
        model.selection.move(by: 2)
        model.onShowSelectedAlertTapped()
        XCTAssertEqual(presented(model), ["deleteDraft"])
        model.selection.moveToEnd()
        model.onShowSelectedAlertTapped()
        XCTAssertEqual(presented(model), ["deleteDraft", "signOut"])
    }

    func testARowOutsideTheListShowsNothing() async {
        let model = AlertsDemoViewModel()
        model.onShowAlertTapped(at: AlertsDemoViewModel.Example.allCases.count)
        model.onShowAlertTapped(at: -1)
        XCTAssertEqual(presented(model), [])
    }

    func testTheChainOpensTheNextAlertAtOnceAndEndsInTheSheet() async {
        let model = AlertsDemoViewModel()
        model.onAlertButtonTapped(.signOut)
        XCTAssertEqual(model.lastChoice, .signOut)
        XCTAssertTrue(model.isKeepFilesAlertPresented)
        model.onAlertButtonTapped(.deleteFiles)
        XCTAssertFalse(model.areFilesKept)
        XCTAssertTrue(model.isSignedOutAlertPresented)
        model.onAlertButtonTapped(.signInAgain)
        XCTAssertTrue(model.isSignInSheetPresented)
        model.onSignInTapped()
        XCTAssertFalse(model.isSignInSheetPresented, "signing in closes the sheet")
        XCTAssertEqual(model.lastChoice, .signInAgain)
    }

    func testKeepingFilesIsRememberedAndAPlainButtonOpensNothing() async {
        let model = AlertsDemoViewModel()
        model.onAlertButtonTapped(.deleteFiles)
        model.onAlertButtonTapped(.keepFiles)
        XCTAssertTrue(model.areFilesKept)
        let before = presented(model)
        model.onAlertButtonTapped(.turnOn)
        XCTAssertEqual(model.lastChoice, .turnOn)
        XCTAssertEqual(presented(model), before)
        XCTAssertEqual(model.role(of: .deleteDraft), .destructive)
        XCTAssertEqual(model.role(of: .keepEditing), .cancel)
    }
}
