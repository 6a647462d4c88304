import Foundation
import TUICore
import TUIKit
import TUIPseudoTerminal

/// Replays a recording against an app under the manual clock: each input is decoded
/// (`TerminalInputParser`) and its events handled together, as the run loop handles what
/// one read brought, after its recorded delay (the clock advanced by each
/// gap, so timers fire as they did), resizes resize the app's terminal, and before each
/// input and at the end the app's screen is compared with the one the recording shows then
/// (`ReplayScript`).
///
/// The app is built by `app` from what the header says (`ReplayConditions`), so any app
/// made from the template replays its own recordings.
@MainActor
public enum RecordingReplay {
    /// Replays `recording`; returns the first mismatch, or nil when every screen matched.
    /// Cells inside `ignoring` (columns and rows of the screen) are blanked on both sides
    /// first: regions that legitimately differ, such as a clock.
    public static func run(
        _ recording: AsciicastRecording, ignoring: [Rect] = [], app: (ReplayConditions) throws -> Pilot
    ) async throws -> ReplayMismatch? {
        let script = ReplayScript(recording: recording)
        let pilot = try app(ReplayConditions(header: recording.header))
        let start = pilot.clock.now
        var lastInput: (index: Int, bytes: [UInt8])?
        for step in script.steps {
            let target = start + .microseconds(Int64((step.time * 1_000_000).rounded()))
            if target > pilot.clock.now { await pilot.wait(for: target - pilot.clock.now) }
            switch step.action {
            case .input(let index, let bytes):
                var parser = TerminalInputParser()
                var events = parser.feed(bytes)
                if parser.isAwaitingMore { events += parser.expire() }
                // Read together, handled together before a frame, as the run loop does (a
                // click read with the key that changed the screen is judged by the old frame).
                pilot.host.handle(events)
                pilot.redraw()
                await pilot.settle()
                lastInput = (index, bytes)
            case .resize(let columns, let rows):
                pilot.resize(to: Size(width: columns, height: rows))
            case .check(let recorded, let beforeInput):
                if let mismatch = compare(
                    recorded, pilot: pilot, ignoring: ignoring, beforeInput: beforeInput, afterInput: lastInput,
                    time: step.time)
                {
                    return mismatch
                }
                // The app ended, as recorded: nothing after it reaches an app.
                if !recorded.isAlternateScreen, pilot.quitRequested { return nil }
            }
        }
        return nil
    }

    private static func compare(
        _ recorded: ReplayScript.RecordedScreen, pilot: Pilot, ignoring: [Rect], beforeInput: Int?,
        afterInput: (index: Int, bytes: [UInt8])?, time: Double
    ) -> ReplayMismatch? {
        let replayed = pilot.text.components(separatedBy: "\n")
        var mismatch = ReplayMismatch(
            beforeInput: beforeInput, afterInput: afterInput, time: time, recorded: recorded.lines,
            replayed: replayed)
        if !recorded.isAlternateScreen {
            // The recorded app had quit (its screen restored), or had not drawn yet.
            if pilot.quitRequested || afterInput == nil { return nil }
            mismatch.reason = "the recorded app had ended, the replayed one runs on"
            return mismatch
        }
        if pilot.quitRequested {
            mismatch.reason = "the replayed app quit, the recorded one runs on"
            return mismatch
        }
        let left = blank(recorded.lines, ignoring)
        let right = blank(replayed, ignoring)
        let rows = max(left.count, right.count)
        let same = (0..<rows).allSatisfy { row in
            (row < left.count ? left[row] : "") == (row < right.count ? right[row] : "")
        }
        return same ? nil : mismatch
    }

    /// `lines` with the cells inside `regions` as spaces, trailing spaces trimmed again.
    static func blank(_ lines: [String], _ regions: [Rect]) -> [String] {
        guard !regions.isEmpty else { return lines }
        return lines.enumerated().map { row, line in
            var characters = Array(line)
            for region in regions where region.y <= row && row < region.y + region.height {
                let end = min(characters.count, region.x + region.width)
                guard region.x < end else { continue }
                for column in region.x..<end { characters[column] = " " }
            }
            var text = String(characters)
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
