import ExampleApp
import Foundation
import Storage
import TUIKit

/// Key press → frame on every route the app has (`AppRoute.all`), beside the Examples
/// list's move timed in blocks between its keys (`Yardstick`): the route is opened as a link
/// opens it, settled, and then a move down and back up is pressed, each key handled by the
/// window and its frame composed and presented to a `VirtualTerminal`, as the run loop does
/// it.
@MainActor
enum RoutesBenchmark {
    struct Row {
        let route: AppRoute
        /// Key → frame (µs).
        let times: Summary
        /// The main thread's CPU time for the same keys (µs).
        let cpu: Summary
        /// The Examples moves timed between these keys, wall and CPU.
        let beside: (times: Summary, cpu: Summary)
    }

    /// Each route at `size`, `keys` presses after a warm-up of `warmUp`.
    static func run(size: Size, keys: Int, warmUp: Int) throws -> [Row] {
        var rows: [Row] = []
        let yardstickDirectories = StorageDirectories.temporary()
        defer {
            if let home = yardstickDirectories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
        }
        let yardstick = try Yardstick(
            size: size, options: LaunchOptions(language: .en, directories: yardstickDirectories))
        for route in AppRoute.all {
            let directories = StorageDirectories.temporary()
            defer {
                if let home = directories.environment["HOME"] { try? FileManager.default.removeItem(atPath: home) }
            }
            let pilot = try AppPilot.make(
                FrameRenderer.Request(
                    route: route, size: size, options: LaunchOptions(language: .en, directories: directories)))
            // Loads, animations and toasts of opening settle first, untimed.
            pilot.advance(by: .seconds(3))
            var times: [Double] = []
            var cpu: [Double] = []
            for index in 0..<(warmUp + keys) {
                if index >= warmUp, (index - warmUp).isMultiple(of: Yardstick.block) { yardstick.measureBlock() }
                let key = KeyEvent(index.isMultiple(of: 2) ? .down : .up)
                let (wall, thread) = keyToFrame(pilot, key, size: size)
                guard index >= warmUp else { continue }
                times.append(wall)
                cpu.append(thread)
            }
            rows.append(Row(route: route, times: Summary(times), cpu: Summary(cpu), beside: yardstick.take()))
        }
        return rows
    }

    /// Wall and CPU time (µs) from the key to the frame presented. The work that waits for
    /// the frame (`Window.afterNextFrame`) runs after, untimed, as it runs after the frame is
    /// on screen.
    static func keyToFrame(_ pilot: Pilot, _ key: KeyEvent, size: Size) -> (Double, Double) {
        let start = monotonicNanoseconds()
        let cpu = threadCPUNanoseconds()
        pilot.window.handle(.key(key))
        pilot.terminal.present(pilot.window.render(size: size))
        let times = (Double(monotonicNanoseconds() - start) / 1000, Double(threadCPUNanoseconds() - cpu) / 1000)
        pilot.window.frameDidShow()
        return times
    }
}
