import ArgumentParser
import Foundation
import TUIPseudoTerminal

/// `example-tui replay FILE`: plays a recording in this terminal, the twin of
/// `asciinema play`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a recording (asciicast v2) in this terminal.",
        discussion: """
            q, Esc or Ctrl-C stops it. A file that is not asciicast v2 fails with status 2 and the \
            reason; one whose last line was cut off plays up to it, then says so with status 2.
            """
    )

    @Argument(help: "The recording, such as one `example-tui record` wrote.", completion: .file(extensions: ["cast"]))
    var file: String

    @Option(help: "Play this many times faster (such as 2, or 0.5 for slower).")
    var speed: Double = 1

    @Option(help: "Cut pauses longer than this many seconds to it.")
    var maxWait: Double?

    func validate() throws {
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed must be a number above 0") }
        if let maxWait, !(maxWait >= 0 && maxWait.isFinite) {
            throw ValidationError("--max-wait must be a number of seconds, 0 or more")
        }
    }

    func run() throws {
        let recording: AsciicastRecording
        do {
            recording = try AsciicastRecording(contentsOf: file)
        } catch {
            throw CommandError("\(file): \(error.description)")
        }
        let outcome = AsciicastPlayer(speed: speed, maxWait: maxWait).play(recording)
        if recording.isTruncated, outcome == .finished {
            throw CommandError(
                "\(file): its last line is cut off; played the \(recording.events.count) events before it")
        }
    }
}
