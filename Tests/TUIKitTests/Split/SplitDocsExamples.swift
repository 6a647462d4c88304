import XCTest

@testable import TUIKit

/// The example of docs/navigation.md's split view section, compiled and run.
@MainActor
final class SplitDocsExamples: XCTestCase {
    private final class MailboxController: ScreenController {}
    private final class NoSelectionController: ScreenController {}
    private final class MessageController: ScreenController {}

    @MainActor
    private final class MailboxCoordinator {
        weak var router: NavigationRouter?
    }

    func testTheCoordinatorShowsADetailWithOneCallWhateverTheWidth() async {
        for (size, isBeside) in [(Size(width: 150, height: 40), true), (Size(width: 100, height: 30), false)] {
            let mailbox = MailboxController()
            let coordinator = MailboxCoordinator()
            coordinator.router = mailbox
            // docs: navigation.md
            let split = SplitViewController(
                primary: mailbox,  // the list, in the primary column's stack
                secondary: NoSelectionController(),  // the secondary stack's root, while no detail is shown
                columns: SplitColumns(primaryFraction: 0.4, minimumPrimaryWidth: 30, minimumSecondaryWidth: 40))

            // The list's coordinator neither knows nor asks whether the split is collapsed:
            coordinator.router?.showDetail(controller: MessageController())
            // docs: end
            makePilot(root: split, size: size).redraw()
            XCTAssertEqual(split.isCollapsed, !isBeside)
            XCTAssertTrue(split.stack(for: isBeside ? .secondary : .primary).topViewController is MessageController)
        }
    }
}
