import TUICore
import TUIKit
import TUIPseudoTerminal
import XCTest

/// The window's in-memory recording of the session: what it keeps, within its bounds, and
/// that its output shows the frames it saw.
@MainActor
final class SessionRecorderTests: XCTestCase {
    private func canvas(_ lines: [String], width: Int = 10) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() {
            for (x, character) in line.enumerated() { canvas[x, y] = Cell(character) }
        }
        return canvas
    }

    private func screen(of recording: SessionRecording) -> TerminalScreen {
        var screen = TerminalScreen(rows: recording.size.height, columns: recording.size.width)
        for event in recording.events {
            switch event.kind {
            case .output: screen.feed(Array(event.data.utf8))
            case .resize:
                let parts = event.data.split(separator: "x").compactMap { Int($0) }
                screen.resize(rows: parts[1], columns: parts[0])
            case .input: break
            }
        }
        return screen
    }

    func testAFrameKeepsTheRowsThatChangedAndTheOutputShowsTheLastFrame() async {
        let recorder = SessionRecorder(start: .seconds(1))
        recorder.record(frame: canvas(["one", "two", "three"]), at: .seconds(1))
        recorder.record(.key(KeyEvent(.down)), at: .milliseconds(1_500))
        recorder.record(frame: canvas(["one", "TWO", "three"]), at: .milliseconds(1_520))
        recorder.record(frame: canvas(["one", "TWO", "three"]), at: .milliseconds(1_600))
        let recording = recorder.recording()
        XCTAssertEqual(recording.events.map(\.kind), [.output, .input, .output], "an unchanged frame adds nothing")
        XCTAssertEqual(recording.events.map(\.time), [0, 0.5, 0.52])
        XCTAssertEqual(recording.events[1].data, "\u{1B}[B")
        XCTAssertTrue(recording.events[2].data.contains("TWO"))
        XCTAssertFalse(recording.events[2].data.contains("three"), "only the changed row")
        XCTAssertFalse(recording.isTrimmed)
        let screen = screen(of: recording)
        XCTAssertTrue(screen.isAlternateScreen)
        XCTAssertEqual(screen.lines, ["one", "TWO", "three"])
    }

    /// The recorder compares each frame with its own copy of the one before, updated row by
    /// row: a row changed and changed back is kept both times.
    func testARowChangedBackIsKept() async {
        let recorder = SessionRecorder(start: .zero)
        recorder.record(frame: canvas(["one", "two"]), at: .zero)
        recorder.record(frame: canvas(["one", "TWO"]), at: .milliseconds(10))
        recorder.record(frame: canvas(["one", "two"]), at: .milliseconds(20))
        recorder.record(frame: canvas(["ONE", "two"]), at: .milliseconds(30))
        let recording = recorder.recording()
        XCTAssertEqual(recording.events.count, 4)
        XCTAssertTrue(recording.events[2].data.contains("two"), "the row changed back")
        XCTAssertFalse(recording.events[3].data.contains("two"), "only the first row changed last")
        XCTAssertEqual(screen(of: recording).lines, ["ONE", "two"])
    }

    func testInputAfterTheLastFrameIsLeftOut() async {
        let recorder = SessionRecorder(start: .zero)
        recorder.record(frame: canvas(["a"]), at: .zero)
        recorder.record(.key(.character("x")), at: .seconds(1))
        recorder.record(.resize(Size(width: 12, height: 2)), at: .seconds(1))
        XCTAssertEqual(recorder.recording().events.map(\.kind), [.output])
    }

    func testEventsHandledTogetherAreOneInput() async {
        let recorder = SessionRecorder(start: .zero)
        recorder.record(frame: canvas(["a"]), at: .zero)
        recorder.record(.key(.character("x")), at: .seconds(1))
        recorder.record(.mouse(MouseEvent(.press, at: Point(x: 0, y: 0))), at: .seconds(1))
        recorder.record(frame: canvas(["b"]), at: .seconds(1))
        recorder.record(.key(.character("y")), at: .seconds(1))
        recorder.record(frame: canvas(["c"]), at: .seconds(1))
        let inputs = recorder.recording().events.filter { $0.kind == .input }.map(\.data)
        XCTAssertEqual(inputs, ["x\u{1B}[<0;1;1M", "y"], "a frame between keeps them apart")
    }

    func testPastItsLimitsItKeepsTheLatestFromAWholeScreen() async {
        let recorder = SessionRecorder(start: .zero, limits: .init(events: 20, bytes: 1 << 30))
        for index in 0..<100 {
            recorder.record(.key(.character("x")), at: .milliseconds(index * 10))
            recorder.record(
                frame: canvas(["row \(index)", "fixed", "n \(index % 7)"]), at: .milliseconds(index * 10 + 5))
            XCTAssertLessThanOrEqual(recorder.count, 20)
        }
        let recording = recorder.recording()
        XCTAssertTrue(recording.isTrimmed)
        XCTAssertEqual(recording.events.first?.time, 0, "it starts at the kept screen")
        XCTAssertEqual(screen(of: recording).lines, ["row 99", "fixed", "n 1"], "the dropped frames folded into it")
        XCTAssertLessThan(recording.events.count, 25)
    }

    func testTheByteLimitHoldsToo() async {
        let recorder = SessionRecorder(start: .zero, limits: .init(events: 100_000, bytes: 64 << 10))
        for index in 0..<500 {
            recorder.record(frame: canvas((0..<24).map { "\(index) \($0)" }, width: 80), at: .milliseconds(index))
            XCTAssertLessThanOrEqual(recorder.byteCount, 64 << 10)
        }
        XCTAssertEqual(screen(of: recorder.recording()).lines.first, "499 0")
    }

    func testAResizeIsKeptAndTheNextFrameIsWhole() async {
        let recorder = SessionRecorder(start: .zero)
        recorder.record(frame: canvas(["a", "b"]), at: .zero)
        recorder.record(.resize(Size(width: 12, height: 3)), at: .seconds(1))
        recorder.record(frame: canvas(["a", "b", "c"], width: 12), at: .seconds(1))
        let recording = recorder.recording()
        XCTAssertEqual(recording.events.map(\.kind), [.output, .resize, .output])
        XCTAssertEqual(recording.events[1].data, "12x3")
        XCTAssertEqual(screen(of: recording).lines, ["a", "b", "c"])
    }

    /// What a stream (`record`'s file) was handed, in order.
    private final class CollectingStream: SessionStream, @unchecked Sendable {
        var entries: [SessionStreamEntry] = []
        func append(_ entry: SessionStreamEntry) { entries.append(entry) }
    }

    func testAStreamGetsEverythingAsItHappensPastTheLimits() async {
        let stream = CollectingStream()
        let recorder = SessionRecorder(start: .seconds(2), limits: .init(events: 10, bytes: 1 << 30), stream: stream)
        recorder.record(frame: canvas(["row 0", "fixed"]), at: .seconds(2))
        XCTAssertTrue(stream.entries.isEmpty, "a frame goes once it is on screen (commitFrame), not before")
        for index in 1...50 {
            recorder.record(.key(.character("x")), at: .seconds(2) + .milliseconds(index * 10))
            recorder.record(frame: canvas(["row \(index)", "fixed"]), at: .seconds(2) + .milliseconds(index * 10 + 5))
        }
        recorder.record(.resize(Size(width: 12, height: 2)), at: .seconds(3))
        XCTAssertLessThanOrEqual(recorder.count, 10, "the kept tail stays bounded")
        XCTAssertEqual(stream.entries.count, 1 + 50 * 2 + 1, "the stream is not")
        let events = stream.entries.map(\.event)
        XCTAssertEqual(events.first?.time, 0)
        XCTAssertTrue(events[0].data.hasPrefix(SessionStreamEntry.enterScreen), "the first frame opens the screen")
        XCTAssertTrue(events[0].data.contains("fixed"))
        XCTAssertEqual(events[1].kind, .input)
        XCTAssertEqual(events[1].data, "x")
        XCTAssertEqual(events[1].time, 0.01, accuracy: 1e-9)
        XCTAssertFalse(events[2].data.contains("fixed"), "later frames: only the rows that changed")
        XCTAssertFalse(events[2].data.contains(SessionStreamEntry.enterScreen))
        XCTAssertEqual(events.last?.kind, .resize)
        XCTAssertEqual(events.last?.data, "12x2")
        // Played as a film, the stream shows the last frame.
        var screen = TerminalScreen(rows: 2, columns: 10)
        for event in events where event.kind == .output { screen.feed(Array(event.data.utf8)) }
        XCTAssertEqual(screen.lines, ["row 50", "fixed"])
    }
}
