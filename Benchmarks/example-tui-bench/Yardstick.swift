import ExampleApp
import Foundation
import TUIKit

/// The Examples list's move, the yardstick keys are measured against, timed in short blocks
/// between the blocks of keys it is a yardstick for. This machine's CPU does not keep one
/// speed: a fixed C loop takes 213 µs in some seconds and 300 µs in others, and the same
/// frame takes up to 1.7 times as long right after the process slept (keys typed slowly)
/// as in a busy loop. A yardstick timed once, seconds before, can come out of a fast spell
/// and the keys out of a slow one (the Examples move at 80x24 was 89 or 153 µs from one
/// run to the next). Timed beside them, both see the same machine, and each row is divided
/// by the moves timed beside it.
@MainActor
final class Yardstick {
    /// Moves timed before each block of keys: a block takes milliseconds, far less than the
    /// machine's spells, and a few moves in a row keep the move's own caches warm.
    static let block = 8

    private let pilot: Pilot
    private let size: Size
    private var down = true
    /// Wall and CPU times (µs) of the moves since `take()`.
    private var times: [Double] = []
    private var cpu: [Double] = []

    /// An app of its own on the Examples screen, settled, with the moves warmed up.
    init(size: Size, options: LaunchOptions) throws {
        pilot = try AppPilot.make(FrameRenderer.Request(route: .examples, size: size, options: options))
        self.size = size
        pilot.advance(by: .seconds(1))
        for _ in 0..<Self.block { _ = move() }
    }

    /// Times a block of moves, kept for `take()`.
    func measureBlock() {
        for _ in 0..<Self.block {
            let (wall, thread) = move()
            times.append(wall)
            cpu.append(thread)
        }
    }

    /// Times one move, kept for `take()`: for keys paced apart (a held key's repeat), a move
    /// paced as they are, its caches as cold as theirs.
    func measureOne() {
        let (wall, thread) = move()
        times.append(wall)
        cpu.append(thread)
    }

    /// The moves timed since the last call, as wall and CPU summaries.
    func take() -> (times: Summary, cpu: Summary) {
        defer {
            times = []
            cpu = []
        }
        return (Summary(times), Summary(cpu))
    }

    /// One move down or back up, key → frame presented, as `RoutesBenchmark` times a key.
    private func move() -> (Double, Double) {
        defer { down.toggle() }
        return RoutesBenchmark.keyToFrame(pilot, KeyEvent(down ? .down : .up), size: size)
    }
}
