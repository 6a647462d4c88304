import AppSupport
import Storage
import XCTest

@testable import ExampleApp

/// The Security demo's flow over a real `PinCryptoBox` (in memory, with a cheap scrypt so the
/// tests are quick): choose a PIN, lock, unlock, wrong PINs counted, the lockout and its
/// countdown on the manual clock, and forgetting the PIN.
@MainActor
final class SecurityDemoViewModelTests: XCTestCase {
    private let clock = ManualClock()
    private let store = InMemorySecureStore()

    private func makeModel(attempts: PinAttemptLimit = PinAttemptLimit()) -> SecurityDemoViewModel {
        let box = PinCryptoBox(
            secureStore: store, appName: "test",
            keyDerivation: .scrypt(rounds: 1 << 4, blockSize: 1, parallelism: 1))
        return SecurityDemoViewModel(box: box, clock: clock, storeDescription: "memory", attempts: attempts)
    }

    /// Waits (in real time, generously) for the key derivation off the main actor to end.
    private func finish(_ model: SecurityDemoViewModel, file: StaticString = #filePath, line: UInt = #line) async {
        for _ in 0..<2_000 where model.isWorking {
            try? await Task.sleep(for: .milliseconds(5))
        }
        XCTAssertFalse(model.isWorking, "the derivation ended", file: file, line: line)
    }

    private func enter(_ pin: String, into model: SecurityDemoViewModel) async {
        model.pin = pin
        model.onPinEntered(pin)
        await finish(model)
    }

    func testTheFirstPinSealsTheNoteAndTheRightPinOpensItAgain() async {
        let model = makeModel()
        XCTAssertEqual(model.phase, .choosingPin)
        model.pin = "1234"
        model.onPinEntered("1234")
        XCTAssertTrue(model.isWorking)
        XCTAssertFalse(model.isFieldEnabled, "no typing while the key is derived")
        await finish(model)
        XCTAssertEqual(model.phase, .unlocked(note: R.string.securityDemo.noteValue()))
        XCTAssertEqual(model.pin, "")
        XCTAssertNotNil(try store.data(forKey: "PinCryptoBox.data"), "the sealed record is stored")

        model.onLockTapped()
        XCTAssertEqual(model.phase, .locked)
        XCTAssertEqual(makeModel().phase, .locked, "a new screen finds the PIN set")
        await enter("1234", into: model)
        XCTAssertEqual(model.phase, .unlocked(note: R.string.securityDemo.noteValue()))
        XCTAssertNil(model.errorMessage)
    }

    func testAWrongPinShowsTheErrorAndTheAttemptsLeft() async {
        let model = makeModel()
        await enter("1234", into: model)
        model.onLockTapped()
        await enter("9999", into: model)
        XCTAssertEqual(model.phase, .locked)
        XCTAssertTrue(model.hasError)
        XCTAssertEqual(model.errorMessage, R.string.securityDemo.wrongPin(2))
        XCTAssertEqual(model.attempts.attemptsLeft, 2)
        await enter("1234", into: model)
        XCTAssertEqual(model.phase, .unlocked(note: R.string.securityDemo.noteValue()))
        XCTAssertEqual(model.attempts.attemptsLeft, 3, "a right PIN clears the count")
    }

    func testTheLastWrongAttemptLocksEntryOutUntilTheCountdownEnds() async {
        let model = makeModel(attempts: PinAttemptLimit(maximumAttempts: 2, lockout: .seconds(5)))
        await enter("1234", into: model)
        model.onLockTapped()
        await enter("0000", into: model)
        await enter("0001", into: model)
        XCTAssertEqual(model.lockoutSecondsLeft, 5)
        XCTAssertFalse(model.isFieldEnabled, "no PIN is taken during the lockout")
        XCTAssertTrue(model.isTicking)
        model.onPinEntered("1234")
        XCTAssertFalse(model.isWorking, "even the right PIN is not tried")
        clock.advance(by: .seconds(1))
        XCTAssertEqual(model.lockoutSecondsLeft, 4, "the countdown ticks once a second")
        for _ in 0..<4 { clock.advance(by: .seconds(1)) }
        XCTAssertEqual(model.lockoutSecondsLeft, 0)
        XCTAssertTrue(model.isFieldEnabled)
        XCTAssertFalse(model.isTicking, "no timer once entry is open")
        XCTAssertEqual(model.attempts.attemptsLeft, 2, "a fresh set of attempts")
        await enter("1234", into: model)
        XCTAssertEqual(model.phase, .unlocked(note: R.string.securityDemo.noteValue()))
    }

    func testForgettingThePinRemovesTheRecord() async throws {
        let model = makeModel()
        await enter("1234", into: model)
        model.onResetTapped()
        XCTAssertEqual(model.phase, .choosingPin)
        XCTAssertNil(try store.data(forKey: "PinCryptoBox.data"))
    }

    func testTheAttemptLimitCountsAndReopens() async {
        var limit = PinAttemptLimit(maximumAttempts: 3, lockout: .seconds(30))
        XCTAssertTrue(limit.allowsAttempt(at: .zero))
        for _ in 0..<3 { limit.recordFailure(at: .seconds(10)) }
        XCTAssertFalse(limit.allowsAttempt(at: .seconds(20)))
        XCTAssertEqual(limit.secondsLeft(at: .milliseconds(10_500)), 30, "rounded up")
        XCTAssertEqual(limit.secondsLeft(at: .seconds(39)), 1)
        XCTAssertTrue(limit.allowsAttempt(at: .seconds(40)))
        XCTAssertEqual(limit.attemptsLeft, 3)
    }
}
