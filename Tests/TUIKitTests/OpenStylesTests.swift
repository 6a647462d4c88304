import XCTest

@testable import TUIKit

/// The open style sets: an app's own button role, toast view, tab bar view and page-control
/// colours, declared outside TUIKit and handed down as values (`WindowConfiguration`'s
/// `environment`, or a modifier), while the defaults draw as before.
@MainActor
final class OpenStylesTests: XCTestCase {
    nonisolated private static let amber = ColorSet(Color.rgb(200, 120, 0), name: "test.amber")
    nonisolated private static let ink = ColorSet(Color.rgb(10, 10, 10), name: "test.ink")

    /// A role of the app's own: its colours, a mark, bold.
    private static let warning = ButtonStyle.Role(
        "warning", title: { _ in ink }, fill: { _ in amber }, mark: Icon(glyph: "⚠", ascii: "!"))

    private func frame(_ view: some View, size: Size = Size(width: 40, height: 3)) -> Canvas {
        let frame = Frame(
            canvas: Canvas(size: size), context: RenderContext(theme: .dark, unicode: true))
        view.render(in: frame.bounds, frame: frame)
        return frame.canvas
    }

    func testAnAppsOwnButtonRoleDrawsItsColoursAndMark() async {
        let style = ButtonStyle(role: Self.warning)
        XCTAssertEqual(style.text("Archive", state: .normal), " [ ⚠ Archive ] ")
        XCTAssertEqual(style.text("Archive", state: .disabled, unicode: false), " - ! Archive - ")
        let button = Button("Archive", feedback: PressFeedback(), action: {}).buttonStyle(style)
        let canvas = frame(button)
        XCTAssertEqual(canvas.line(0).trimmingCharacters(in: .whitespaces), "[ ⚠ Archive ]")
        let cell = canvas[3, 0]
        XCTAssertEqual(cell.symbol, "⚠")
        XCTAssertEqual(cell.style.foreground, Self.ink.dark)
        XCTAssertEqual(cell.style.background, Self.amber.dark)
        XCTAssertTrue(cell.style.attributes.contains(.bold))
        XCTAssertEqual(Self.warning, ButtonStyle.Role("warning", title: { $0.accent }, fill: { $0.accent }))
        XCTAssertNotEqual(Self.warning, .destructive, "roles are told apart by name")
    }

    func testTheBuiltInRolesDrawAsTheyDid() async {
        XCTAssertEqual(ButtonStyle.destructive.text("Delete", state: .normal), " [ ! Delete ] ")
        XCTAssertEqual(ButtonStyle.primary.text("OK", state: .focused), "▸[ OK ]◂")
        XCTAssertEqual(ButtonStyle.secondary.text("Cancel", state: .disabled), " · Cancel · ")
        let colors = ThemeColors.standard
        let secondary = frame(Button("Cancel", feedback: PressFeedback(), action: {}).buttonStyle(.secondary))
        XCTAssertEqual(secondary[3, 0].style.foreground, colors.accent.dark)
        XCTAssertEqual(secondary[3, 0].style.background, colors.backgroundSecondary.dark)
        XCTAssertFalse(secondary[3, 0].style.attributes.contains(.bold), "secondary is bold only when focused")
        let primary = frame(Button("OK", feedback: PressFeedback(), action: {}))
        XCTAssertEqual(primary[3, 0].style.foreground, colors.textInverted.dark)
        XCTAssertEqual(primary[3, 0].style.background, colors.accent.dark)
    }

    func testPageControlColoursComeFromTheEnvironmentOrTheTheme() async {
        let control = BeanPageControl(count: 3, position: 0)
        let themed = frame(control, size: Size(width: 12, height: 1))
        XCTAssertEqual(themed[0, 0].style.foreground, ThemeColors.standard.accent.dark)
        XCTAssertEqual(themed[5, 0].style.foreground, ThemeColors.standard.textSecondary.dark)
        let own = frame(
            control.pageControlColors(PageControlColors(current: Self.amber, other: Self.ink)),
            size: Size(width: 12, height: 1))
        XCTAssertEqual(own[0, 0].symbol, "━")
        XCTAssertEqual(own[0, 0].style.foreground, Self.amber.dark)
        XCTAssertTrue(own[0, 0].style.attributes.contains(.bold), "the current bean stays bold")
        XCTAssertEqual(own[5, 0].style.foreground, Self.ink.dark)
        let half = frame(
            control.pageControlColors(PageControlColors(current: Self.amber)), size: Size(width: 12, height: 1))
        XCTAssertEqual(half[5, 0].style.foreground, ThemeColors.standard.textSecondary.dark, "nil keeps the theme's")
    }

    /// An app's tab bar: one row of `[n title]`, a click selects.
    private struct BracketTabBar: View {
        let bar: TabBarView

        func render(in area: Rect, frame: Frame) {
            var x = area.x
            for (index, item) in bar.items.enumerated() {
                let text = index == bar.selectedIndex ? "[\(index + 1) \(item.title)]" : " \(index + 1) \(item.title) "
                frame.canvas.write(text, at: Point(x: x, y: area.y))
                frame.onTap(Rect(x: x, y: area.y, width: text.count, height: 1)) { bar.onSelect(index) }
                x += text.count + 1
            }
        }
    }

    private func tabsPilot(environment: ViewEnvironment) -> (Pilot, CustomTabBarController) {
        let log = EventLog()
        let tabs = CustomTabBarController(
            controllers: ["one", "two"].map { NavigationController(rootViewController: RecordingScreen($0, log: log)) })
        let clock = ManualClock()
        let window = Window(clock: clock, configuration: WindowConfiguration(environment: environment))
        window.showApplicationRoot(controller: tabs, animated: false)
        return (Pilot(window: window, terminal: VirtualTerminal(size: Size(width: 60, height: 16)), clock: clock), tabs)
    }

    func testTheWindowsTabBarViewDrawsTheBarAndItsTapsSelect() async {
        var environment = ViewEnvironment()
        environment.tabBarView = TabBarViewStyle(height: { _ in 1 }, makeView: { BracketTabBar(bar: $0) })
        let (pilot, tabs) = tabsPilot(environment: environment)
        XCTAssertEqual(pilot.frame.line(15).trimmingCharacters(in: .whitespaces), "[1 one]  2 two")
        XCTAssertFalse(pilot.text.contains("◆ one 1"), "the toolkit's bar is not drawn")
        XCTAssertFalse(pilot.frame.line(14).contains("─"), "one row, as the style says: no rule above it")
        XCTAssertTrue(pilot.click(on: "2 two"))
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(pilot.frame.line(15).contains("[2 two]"))
        pilot.press(.character("1"))
        XCTAssertEqual(tabs.selectedIndex, 0, "the keys still switch tabs")
    }

    func testWithoutAnEnvironmentTheToolkitsBarIsDrawn() async {
        let (pilot, _) = tabsPilot(environment: ViewEnvironment())
        XCTAssertTrue(pilot.frame.line(15).contains("◆ one 1"))
    }

    /// An app's toast view: one line, `>> message`, with the toolkit's badge.
    private struct ChevronToast: ToastContentView {
        let toast: ToastView

        func size(fitting available: Size, unicode: Bool) -> Size {
            Size(width: min(available.width, toast.viewItem.message.count + 8), height: 1)
        }

        func render(in area: Rect, frame: Frame) {
            frame.canvas.write(">> \(toast.viewItem.message) \(toast.badge ?? "")", at: area.origin, clip: area)
        }
    }

    func testTheWindowsToastViewDrawsEveryToast() async {
        let screen = ToastTestScreen()
        var environment = ViewEnvironment()
        environment.toastView = ToastViewStyle { ChevronToast(toast: $0) }
        let clock = ManualClock()
        let window = Window(clock: clock, configuration: WindowConfiguration(environment: environment))
        screen.navigationBarItem = .title("Screen")
        let tabs = CustomTabBarController(controllers: [NavigationController(rootViewController: screen)])
        window.showApplicationRoot(controller: tabs, animated: false)
        let pilot = Pilot(window: window, terminal: VirtualTerminal(size: Size(width: 60, height: 16)), clock: clock)
        screen.showToast(with: ToastItem(viewItem: ToastViewItem(style: .success, message: "Saved"), toastType: .local))
        screen.showToast(with: ToastItem(viewItem: ToastViewItem(style: .failure, message: "Later"), toastType: .local))
        pilot.advance(by: .milliseconds(500))
        let text = pilot.text
        XCTAssertTrue(text.contains(">> Saved +1"), text)
        XCTAssertFalse(text.contains("╭"), "no rounded box: the toolkit's view is replaced")
    }
}
