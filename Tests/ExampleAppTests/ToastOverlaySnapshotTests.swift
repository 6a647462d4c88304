import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// A modal bottom sheet over the lower half of the window, standing in for the real one.
@MainActor
private struct SheetStandIn: Overlay {
    var level: OverlayLevel { .sheet }

    func render(in area: Rect, frame: Frame) {
        let sheet = area.divided(bottom: area.height / 2).slice
        frame.canvas.fill(
            sheet, with: Cell(" ", style: frame.context.style(background: frame.context.colors.backgroundSecondary)))
        Divider().render(in: sheet.row(0), frame: frame)
        Label(
            " Bottom sheet (stand-in: modal, level .sheet)",
            style: frame.context.style(frame.context.colors.textPrimary)
        )
        .render(in: sheet.row(1), frame: frame)
        frame.blockTaps(in: area)
    }
}

/// Numbered lines of content, and the sheet over them.
@MainActor
private struct ContentWithSheet: View {
    func render(in area: Rect, frame: Frame) {
        for row in 0..<area.height {
            Label(" Content line \(row + 1)", style: frame.context.style(frame.context.colors.textSecondary))
                .render(in: area.row(row), frame: frame)
        }
        frame.present(SheetStandIn())
    }
}

/// Toasts in the toolkit's layers: a global toast draws over a modal sheet (and the bars'
/// neighbourhood stays readable), a local one stays in its screen's content, under it.
@MainActor
final class ToastOverlaySnapshotTests: XCTestCase {
    private static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

    private func pilot(size: Size, unicode: Bool = true) -> (Pilot, ScreenController) {
        let clock = ManualClock()
        let window = Window(clock: clock)
        let screen = HostingController(rootView: ContentWithSheet())
        screen.navigationBarItem = .title("Screen under a sheet")
        let tabs = CustomTabBarController(controllers: [NavigationController(rootViewController: screen)])
        window.showApplicationRoot(controller: tabs, animated: false)
        let pilot = Pilot(
            window: window, terminal: VirtualTerminal(size: size, supportsUnicode: unicode), clock: clock)
        return (pilot, screen)
    }

    private func toast(_ type: ToastType, _ direction: ToastDirection, style: ToastStyle) -> ToastItem {
        ToastItem(
            viewItem: ToastViewItem(style: style, message: "A \(type) toast at the \(direction), \(style) style."),
            toastType: type, direction: direction)
    }

    func testGlobalToastsDrawOverASheet() async {
        for size in Self.sizes {
            for (direction, style) in [(ToastDirection.top, ToastStyle.success), (.bottom, .failure)] {
                let (pilot, screen) = pilot(size: size)
                screen.showToast(with: toast(.global, direction, style: style))
                pilot.advance(by: .milliseconds(500))
                assertSnapshot(of: pilot.frame, as: .frameStyled, named: "\(direction)-\(size)")
            }
        }
    }

    func testLocalToastsStayInTheContentUnderASheet() async {
        for size in Self.sizes {
            for (direction, style) in [(ToastDirection.top, ToastStyle.information), (.bottom, .warning)] {
                let (pilot, screen) = pilot(size: size)
                screen.showToast(with: toast(.local, direction, style: style))
                pilot.advance(by: .milliseconds(500))
                assertSnapshot(of: pilot.frame, as: .frameStyled, named: "\(direction)-\(size)")
            }
        }
    }

    func testAsciiFallback() async {
        let (pilot, screen) = pilot(size: Size(width: 80, height: 24), unicode: false)
        screen.showToast(with: toast(.global, .bottom, style: .warning))
        pilot.window.showToast(with: toast(.global, .bottom, style: .success))
        pilot.advance(by: .milliseconds(500))
        assertSnapshot(of: pilot.frame, as: .frameText)
    }
}
