import AppSupport
import Foundation
import Observation
import Storage

/// A secret note sealed under a PIN with `PinCryptoBox` (the iOS utilities' `SecurityService`):
/// the first PIN typed seals the note, `l` locks it away, the PIN opens it again, and wrong
/// PINs are limited by `PinAttemptLimit`, after which entry is locked out for a while with
/// a countdown on the app's clock.
///
/// Deriving a key is slow on purpose, so sealing and opening run off the main actor while
/// the field is disabled. Neither the PIN nor the note is logged.
@MainActor
@Observable
final class SecurityDemoViewModel {
    enum Phase: Equatable {
        /// No PIN yet: the one typed seals the note.
        case choosingPin
        case locked
        case unlocked(note: String)
    }

    static let pinLength = 4

    private(set) var phase: Phase
    /// The PIN being typed (the field's binding).
    var pin = ""
    var hasError = false
    /// Whether a key is being derived; the field takes nothing meanwhile.
    private(set) var isWorking = false
    /// The last failure, shown under the field (a lockout shows its countdown instead).
    private(set) var errorMessage: String?
    private(set) var attempts: PinAttemptLimit
    /// Seconds of lockout left, counted down while the screen shows it.
    private(set) var lockoutSecondsLeft = 0
    @ObservationIgnored private let box: PinCryptoBox
    @ObservationIgnored private let clock: any AppClock
    /// Where the sealed record lives, shown so the reader can look at it.
    @ObservationIgnored let storeDescription: String
    @ObservationIgnored private var work: Perform?
    @ObservationIgnored private var ticker: (any Cancellable)?

    init(
        box: PinCryptoBox, clock: any AppClock, storeDescription: String,
        attempts: PinAttemptLimit = PinAttemptLimit()
    ) {
        self.box = box
        self.clock = clock
        self.storeDescription = storeDescription
        self.attempts = attempts
        phase = box.hasSecret ? .locked : .choosingPin
    }

    isolated deinit {
        work?.cancel()
        ticker?.cancel()
    }

    var isFieldEnabled: Bool { !isWorking && lockoutSecondsLeft == 0 && !isUnlocked }

    var isUnlocked: Bool {
        if case .unlocked = phase { return true }
        return false
    }

    /// Whether the lockout countdown is scheduled (tests check it stops).
    var isTicking: Bool { ticker != nil }

    /// The field's callback: the last digit typed seals or opens the note.
    func onPinEntered(_ pin: String) {
        guard !isWorking, pin.count == Self.pinLength else { return }
        switch phase {
        case .choosingPin: seal(with: pin)
        case .locked: open(with: pin)
        case .unlocked: break
        }
    }

    /// Puts the note away again: the PIN is needed to read it.
    func onLockTapped() {
        guard isUnlocked else { return }
        phase = .locked
        pin = ""
        hasError = false
        errorMessage = nil
    }

    /// Forgets the PIN and the note, to start over.
    func onResetTapped() {
        guard !isWorking else { return }
        do {
            try box.reset()
            phase = .choosingPin
            attempts.recordSuccess()
            lockoutSecondsLeft = 0
            ticker?.cancel()
            ticker = nil
            errorMessage = nil
        } catch {
            errorMessage = R.string.securityDemo.failed(String(describing: error))
        }
        pin = ""
        hasError = false
    }

    private func seal(with pin: String) {
        let note = R.string.securityDemo.noteValue()
        run { [box] in
            try box.encrypt(data: Data(note.utf8), auth: pin)
            return note
        } done: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let note):
                phase = .unlocked(note: note)
                self.pin = ""
            case .failure(let error):
                self.pin = ""
                errorMessage = R.string.securityDemo.failed(String(describing: error))
            }
        }
    }

    private func open(with pin: String) {
        guard attempts.allowsAttempt(at: clock.now) else { return }
        run { [box] in
            String(decoding: try box.decrypt(auth: pin), as: UTF8.self)
        } done: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let note):
                attempts.recordSuccess()
                phase = .unlocked(note: note)
                self.pin = ""
                hasError = false
                errorMessage = nil
            case .failure(PinCryptoBoxError.wrongPin):
                attempts.recordFailure(at: clock.now)
                hasError = true
                if attempts.attemptsLeft == 0 {
                    startLockout()
                } else {
                    errorMessage = R.string.securityDemo.wrongPin(attempts.attemptsLeft)
                }
            case .failure(let error):
                hasError = true
                errorMessage = R.string.securityDemo.failed(String(describing: error))
            }
        }
    }

    /// Runs `operation` off the main actor with the field disabled, then `done` on it.
    private func run(
        _ operation: @escaping @Sendable () throws -> String,
        done: @escaping @MainActor (Result<String, any Error>) -> Void
    ) {
        isWorking = true
        errorMessage = nil
        work = Perform { [weak self] in
            let result = await Task.detached(executorPreference: AppTasks.preferredExecutor) {
                Result { try operation() }
            }.value
            try Task.checkCancellation()
            onMain { [weak self] in
                self?.isWorking = false
                done(result)
            }
        }
    }

    private func startLockout() {
        lockoutSecondsLeft = attempts.secondsLeft(at: clock.now)
        errorMessage = nil
        scheduleTick()
    }

    /// Counts the lockout down once a second, and stops once entry is open again.
    private func scheduleTick() {
        ticker?.cancel()
        ticker = clock.schedule(after: .seconds(1)) { [weak self] in
            guard let self else { return }
            ticker = nil
            lockoutSecondsLeft = attempts.secondsLeft(at: clock.now)
            if lockoutSecondsLeft > 0 {
                scheduleTick()
            } else {
                _ = attempts.allowsAttempt(at: clock.now)
                hasError = false
                pin = ""
            }
        }
    }
}
