import Foundation

/// A launch figure kept in the repository, as a snapshot reference is: the ratio to the
/// floor a test compares later runs with. It lives under the package's
/// `Tests/__Baselines__/<test file>/<test>.launch.json` (outside every test target, so no
/// target has to exclude it) and is recorded when missing, or again when
/// `LAUNCH_BASELINE_RECORD=all`; `LAUNCH_BASELINE_RECORD=never` fails on a missing one (CI).
public enum LaunchBaseline {
    /// How baselines are recorded: `LAUNCH_BASELINE_RECORD` = `missing` (the default), `all`
    /// or `never`.
    public enum Mode: String, Sendable {
        case missing
        case all
        case never

        public static var current: Mode {
            ProcessInfo.processInfo.environment["LAUNCH_BASELINE_RECORD"].flatMap(Mode.init(rawValue:)) ?? .missing
        }
    }

    /// The baseline of `testName` in the test file at `file`: under the nearest folder above it
    /// that holds a `Package.swift`.
    public static func url(file: StaticString, testName: String) -> URL {
        let testFile = URL(fileURLWithPath: "\(file)")
        var folder = testFile.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { break }
            folder = folder.deletingLastPathComponent()
        }
        if folder.path == "/" { folder = testFile.deletingLastPathComponent() }
        let name = testName.replacingOccurrences(of: "()", with: "")
        return folder.appendingPathComponent("Tests/__Baselines__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(name).launch.json")
    }

    public static func read(_ url: URL) throws -> LaunchMeasurement? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(LaunchMeasurement.self, from: Data(contentsOf: url))
    }

    public static func write(_ measurement: LaunchMeasurement, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try (encoder.encode(measurement) + Data("\n".utf8)).write(to: url, options: .atomic)
    }

    /// Why `measured` fails against `baseline`, or nil: a ratio more than `tolerance` past the
    /// baseline's (`tolerance` 1.0: twice it).
    public static func problem(measured: LaunchMeasurement, baseline: LaunchMeasurement, tolerance: Double) -> String? {
        let limit = baseline.ratio * (1 + tolerance)
        guard measured.ratio > limit else { return nil }
        return "launches in \(LaunchMeasurement.rounded(measured.ratio))× the floor, past "
            + "\(LaunchMeasurement.rounded(limit))× (the baseline's \(LaunchMeasurement.rounded(baseline.ratio))× "
            + "and \(Int(tolerance * 100))%): now \(measured.description), baseline \(baseline.description)"
    }
}
