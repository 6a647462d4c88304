import TUIKit
import XCTest

/// A module's screen built in its factory, with no subclass: the bar item is made on each
/// read and the load callback runs once, when the screen first shows.
@MainActor
final class HostingControllerTests: XCTestCase {
    private struct TitleView: View {
        func render(in area: Rect, frame: Frame) {
            frame.canvas.write("content", at: area.origin, clip: area)
        }
    }

    /// Words that change while the screen shows, as after a language switch.
    private final class Words {
        var title = "Cache"
    }

    func testTheBarItemIsMadeOnEveryReadSoItFollowsChangedWords() async {
        let words = Words()
        var reloads = 0
        let reload = NavigationBarSideItem(type: .title("R"), key: .character("r"), hint: "reload") { reloads += 1 }
        let controller = HostingController(
            rootView: TitleView(), navigationBarItem: { .title(words.title, rightItems: [reload]) })
        let pilot = makePilot(root: NavigationController(rootViewController: controller))
        XCTAssertTrue(pilot.frame.line(0).contains("Cache"))

        words.title = "Кэш"
        pilot.press(.character("r"))
        XCTAssertEqual(reloads, 1, "the bar item's key runs its action")
        XCTAssertTrue(pilot.frame.line(0).contains("Кэш"), "the next frame reads the title again")
    }

    func testASetBarItemReplacesTheMadeOne() async {
        let controller = HostingController(rootView: TitleView(), navigationBarItem: { .title("made") })
        controller.navigationBarItem = .title("set")
        guard case .title(let title) = controller.navigationBarItem.centralItem?.type else {
            return XCTFail("a title is expected")
        }
        XCTAssertEqual(title, "set")
        XCTAssertNil(HostingController(rootView: TitleView()).navigationBarItem.centralItem, "no item: an empty bar")
    }

    func testOnViewDidLoadRunsOnceWhenTheScreenFirstShows() async {
        var loads = 0
        let controller = HostingController(rootView: TitleView(), onViewDidLoad: { loads += 1 })
        XCTAssertEqual(loads, 0, "nothing loads before the screen shows")
        let navigation = NavigationController(rootViewController: RecordingScreen("root", log: EventLog()))
        _ = makePilot(root: navigation)
        navigation.push(controller: controller)
        navigation.pop()
        navigation.push(controller: controller)
        XCTAssertEqual(loads, 1)
    }
}

/// The names screens go by in logs and analytics.
@MainActor
final class ScreenNameTests: XCTestCase {
    private struct CacheDemoView: View {
        func render(in area: Rect, frame: Frame) {}
    }

    private final class ExamplesController: HostingController<CacheDemoView> {}

    func testAPlainHostIsNamedByItsViewAndASubclassByItsType() async {
        XCTAssertEqual(HostingController(rootView: CacheDemoView()).screenName, "CacheDemo")
        XCTAssertEqual(ExamplesController(rootView: CacheDemoView()).screenName, "Examples")
        XCTAssertEqual(NavigationController(rootViewController: ScreenController()).screenName, "Navigation")
    }
}
