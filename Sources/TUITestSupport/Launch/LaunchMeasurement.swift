import Foundation
import TUIPseudoTerminal

/// Exec → first frame of an app and of its floor, started in turn in a pseudo-terminal of
/// the same size: the fastest run of each (the one the machine's other work slowed least)
/// and their ratio.
public struct LaunchMeasurement: Sendable, Codable, Equatable {
    /// The fastest of the app's runs (ms).
    public var appMilliseconds: Double
    /// The fastest of the floor's runs (ms).
    public var floorMilliseconds: Double
    /// The floor's name (`clear`, `launch-floor`).
    public var floor: String
    /// Runs of each.
    public var runs: Int

    public init(appMilliseconds: Double, floorMilliseconds: Double, floor: String, runs: Int) {
        self.appMilliseconds = appMilliseconds
        self.floorMilliseconds = floorMilliseconds
        self.floor = floor
        self.runs = runs
    }

    /// The app's time in floors: what a baseline keeps and a test compares.
    public var ratio: Double { appMilliseconds / floorMilliseconds }

    /// `38.2 ms, 12.6× clear (3.0 ms), fastest of 10`.
    public var description: String {
        "\(Self.rounded(appMilliseconds)) ms, \(Self.rounded(ratio))× \(floor) (\(Self.rounded(floorMilliseconds)) ms), "
            + "fastest of \(runs)"
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// A run that never showed its frame.
    public struct NoFrame: Error, CustomStringConvertible {
        public let program: String
        public let screen: String

        public var description: String { "\(program) never showed its first frame within 10 s; the screen:\n\(screen)" }
    }

    /// Starts the app (with `arguments`, until `marker` shows) and the floor `runs` times
    /// each, in turn, in a `columns` × `rows` pseudo-terminal with `home`'s environment.
    public static func measure(
        app: AppUnderTest,
        arguments: [String] = [],
        marker: String,
        floor: LaunchFloor,
        runs: Int,
        home: TemporaryHome,
        rows: Int = 30,
        columns: Int = 100
    ) throws -> LaunchMeasurement {
        let appPath = try app.path()
        let floorPath = try floor.executable()
        var appTimes: [Double] = []
        var floorTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            appTimes.append(
                try time(
                    appPath, arguments: arguments, shown: .text(marker), quit: "q", home: home, rows: rows,
                    columns: columns))
            floorTimes.append(
                try time(
                    floorPath, arguments: [], shown: floor.shown, quit: floor.quit, home: home, rows: rows,
                    columns: columns))
        }
        return LaunchMeasurement(
            appMilliseconds: appTimes.min()!, floorMilliseconds: floorTimes.min()!, floor: floor.name,
            runs: max(1, runs))
    }

    /// One run: from spawning `executable` to `shown` (ms); then quits it and waits for it.
    private static func time(
        _ executable: String, arguments: [String], shown: LaunchFloor.Shown, quit: String?, home: TemporaryHome,
        rows: Int, columns: Int
    ) throws -> Double {
        let began = ContinuousClock.now
        let terminal = try PseudoTerminal(
            executable: executable, arguments: arguments, environment: home.environment, rows: rows, columns: columns)
        defer { terminal.close() }
        let arrived = terminal.read(timeout: .seconds(10)) { terminal in
            switch shown {
            case .text(let text): terminal.screen.contains(text)
            case .output(let bytes): contains(terminal.output, bytes)
            }
        }
        let elapsed = ContinuousClock.now - began
        guard arrived else {
            throw NoFrame(program: executable, screen: terminal.screen.lines.joined(separator: "\n"))
        }
        if let quit { try? terminal.send(quit) }
        _ = terminal.waitForExit(timeout: .seconds(5))
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
