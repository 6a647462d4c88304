import Foundation
import TUICore
import TUIKit
import TUIPseudoTerminal
import XCTest

/// Replays the recording at `recording` against the app `app` builds and fails, with both
/// screens side by side, at the first moment they differ (`RecordingReplay`):
///
/// ```swift
/// await assertReplay(recording: url, app: MyApp.replayPilot)
/// ```
///
/// `ignoring` blanks regions that legitimately differ (a clock) on both sides. With
/// `writingActualScreen` (or `REPLAY_WRITE_ACTUAL=1` in the environment), a mismatch also
/// writes the replayed screen next to the recording, as `<name>.actual.txt`.
@MainActor
public func assertReplay(
    recording: URL,
    ignoring: [Rect] = [],
    writingActualScreen: Bool = ProcessInfo.processInfo.environment["REPLAY_WRITE_ACTUAL"] == "1",
    file: StaticString = #filePath,
    line: UInt = #line,
    app: (ReplayConditions) throws -> Pilot
) async {
    let parsed: AsciicastRecording
    do {
        parsed = try AsciicastRecording(contentsOf: recording.path)
    } catch {
        XCTFail("cannot replay \(recording.lastPathComponent): \(error.description)", file: file, line: line)
        return
    }
    if parsed.isTruncated {
        XCTFail("\(recording.lastPathComponent): its last line is cut off", file: file, line: line)
    }
    let mismatch: ReplayMismatch?
    do {
        mismatch = try await RecordingReplay.run(parsed, ignoring: ignoring, app: app)
    } catch {
        XCTFail("cannot build the app to replay \(recording.lastPathComponent): \(error)", file: file, line: line)
        return
    }
    guard let mismatch else { return }
    var message = "\(recording.lastPathComponent): \(mismatch)"
    if writingActualScreen {
        let actual = recording.deletingPathExtension().appendingPathExtension("actual.txt")
        do {
            try (mismatch.replayed.joined(separator: "\n") + "\n").write(to: actual, atomically: true, encoding: .utf8)
            message += "\n(the replayed screen is in \(actual.path))"
        } catch {
            message += "\n(could not write the replayed screen: \(error))"
        }
    }
    XCTFail(message, file: file, line: line)
}
