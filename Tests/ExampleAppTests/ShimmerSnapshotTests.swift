import SnapshotTesting
import TUIKit
import TUISnapshotTesting
import XCTest

/// The toolkit's shimmer over a loading view at fixed times, both ways: the style map
/// shows the band's gradient where it is, and nothing of it during the pause.
@MainActor
final class ShimmerSnapshotTests: XCTestCase {
    private let size = Size(width: 48, height: 8)

    private var placeholder: LoadingView {
        LoadingView(blocks: [
            LoadingViewBlock(height: 2) { _ in SkeletonBlock(width: 0.5, alignment: .center) },
            LoadingViewBlock(height: 3, repetition: .fill) { SkeletonRow(variant: $0) },
        ])
    }

    private func frame(
        at milliseconds: Int,
        direction: ShimmerConfiguration.Direction,
        theme: Theme = .dark,
        unicode: Bool = true
    ) -> Canvas {
        let frame = Frame(canvas: Canvas(size: size), theme: theme, unicode: unicode, now: .milliseconds(milliseconds))
        frame.render(
            placeholder.shimmering(configuration: ShimmerConfiguration(direction: direction)), in: frame.bounds)
        return frame.canvas
    }

    /// A 1200 ms pass over 48 cells with a 14-cell band, then a 400 ms pause.
    private let times = [150, 450, 750, 1050, 1400]

    func testLeftToRight() async {
        for time in times {
            assertSnapshot(of: frame(at: time, direction: .leftToRight), as: .frameStyled, named: "\(time)ms")
        }
    }

    func testRightToLeft() async {
        for time in times {
            assertSnapshot(of: frame(at: time, direction: .rightToLeft), as: .frameStyled, named: "\(time)ms")
        }
    }

    func testLightTheme() async {
        assertSnapshot(of: frame(at: 450, direction: .leftToRight, theme: .light), as: .frameStyled)
    }

    func testWithoutUnicode() async {
        assertSnapshot(of: frame(at: 450, direction: .leftToRight, unicode: false), as: .frameStyled)
    }
}
