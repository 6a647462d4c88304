import TUIKit
import XCTest

@MainActor
final class HapticFeedbackGeneratorTests: XCTestCase {
    /// Every signal with the clock time it came at.
    private final class Recorder {
        var signals: [(Duration, TerminalSignal)] = []
    }

    private func makeGenerator() -> (HapticFeedbackGenerator, ManualClock, Recorder) {
        let clock = ManualClock()
        let recorder = Recorder()
        let generator = HapticFeedbackGenerator(clock: clock) { [unowned clock] in
            recorder.signals.append((clock.now, $0))
        }
        return (generator, clock, recorder)
    }

    func testEachKindPlaysItsPatternOnTheClock() async {
        for type in HapticFeedbackType.allCases {
            let (generator, clock, recorder) = makeGenerator()
            let pattern = HapticPattern.pattern(for: type)
            generator.generate(type)
            clock.advance(by: .seconds(1))
            var expected: [(Duration, TerminalSignal)] = []
            var time = Duration.zero
            for step in pattern.steps {
                time += step.delay
                expected.append((time, step.signal))
            }
            XCTAssertEqual(recorder.signals.map(\.0), expected.map(\.0), "\(type) times")
            XCTAssertEqual(recorder.signals.map(\.1), expected.map(\.1), "\(type) signals")
            XCTAssertNil(generator.playing)
            XCTAssertEqual(clock.pendingCount, 0, "\(type): no timer once played")
        }
    }

    func testEveryKindHasItsOwnPattern() async {
        let patterns = HapticFeedbackType.allCases.map(HapticPattern.pattern(for:))
        XCTAssertEqual(Set(patterns).count, patterns.count, "every kind has its own pattern")
        XCTAssertEqual(HapticPattern.pattern(for: .selection).steps.map(\.signal), [.flash])
        XCTAssertEqual(HapticPattern.pattern(for: .notification(.error)).steps.map(\.signal), [.bell, .bell, .bell])
    }

    func testThePausesWaitForTheClock() async {
        let (generator, clock, recorder) = makeGenerator()
        generator.generate(.notification(.error))
        XCTAssertEqual(recorder.signals.map(\.1), [.bell], "the first bell at once")
        XCTAssertEqual(generator.playing, .notification(.error))
        clock.advance(by: .milliseconds(99))
        XCTAssertEqual(recorder.signals.count, 1)
        clock.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.signals.count, 2)
        clock.advance(by: .milliseconds(100))
        XCTAssertEqual(recorder.signals.map(\.0), [.zero, .milliseconds(100), .milliseconds(200)])
    }

    func testANewFeedbackReplacesOneStillPlaying() async {
        let (generator, clock, recorder) = makeGenerator()
        generator.generate(.notification(.warning))
        generator.generate(.selection)
        clock.advance(by: .seconds(1))
        XCTAssertEqual(recorder.signals.map(\.1), [.bell, .flash], "the warning's second bell never came")
        XCTAssertEqual(clock.pendingCount, 0)
    }

    func testSwitchedOffItIsSilentAndStopsWhatPlays() async {
        let (generator, clock, recorder) = makeGenerator()
        generator.generate(.notification(.error))
        generator.isEnabled = false
        clock.advance(by: .seconds(1))
        generator.generate(.impact(.heavy))
        XCTAssertEqual(recorder.signals.map(\.1), [.bell])
        XCTAssertEqual(clock.pendingCount, 0)
        generator.isEnabled = true
        generator.generate(.impact(.heavy))
        XCTAssertEqual(recorder.signals.map(\.1), [.bell, .bell, .flash])
    }

    func testTheWindowSendsItsHapticsToTheTerminal() async {
        let pilot = makePilot(root: RecordingScreen("root", log: EventLog()))
        pilot.window.haptics.generate(.notification(.success))
        pilot.advance(by: .milliseconds(120))
        XCTAssertEqual(pilot.terminal.signals, [.flash, .bell])
    }

    func testTheTemplatesStaticCallPlaysOnTheSharedGenerator() async {
        let (generator, _, recorder) = makeGenerator()
        HapticFeedbackGenerator.shared = generator
        defer { HapticFeedbackGenerator.shared = nil }
        HapticFeedbackGenerator.generate(.impact(.medium))
        XCTAssertEqual(recorder.signals.map(\.1), [.bell])
        HapticFeedbackGenerator.shared = nil
        HapticFeedbackGenerator.generate(.impact(.medium))
        XCTAssertEqual(recorder.signals.count, 1, "no shared generator, no sound")
    }
}
