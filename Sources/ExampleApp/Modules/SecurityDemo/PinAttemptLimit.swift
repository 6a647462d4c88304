/// How many wrong PINs in a row are allowed before entry is locked out for a while (the
/// "limit attempts in the app" that `PinCryptoBox`'s documentation leaves to its caller: a
/// PIN has few combinations, so only a limit makes guessing slow).
struct PinAttemptLimit: Equatable {
    /// Wrong PINs in a row that start a lockout.
    let maximumAttempts: Int
    /// How long a lockout lasts.
    let lockout: Duration
    private(set) var failures = 0
    /// When the lockout ends, on the app's clock; nil when entry is open.
    private(set) var lockedUntil: Duration?

    init(maximumAttempts: Int = 3, lockout: Duration = .seconds(30)) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.lockout = lockout
    }

    var attemptsLeft: Int { max(0, maximumAttempts - failures) }

    /// Whether a PIN may be tried at `now`; a lockout that has ended opens entry again.
    mutating func allowsAttempt(at now: Duration) -> Bool {
        guard let lockedUntil else { return true }
        guard now >= lockedUntil else { return false }
        self.lockedUntil = nil
        failures = 0
        return true
    }

    /// Whole seconds of lockout left at `now`, rounded up; 0 when entry is open.
    func secondsLeft(at now: Duration) -> Int {
        guard let lockedUntil, now < lockedUntil else { return 0 }
        let left = lockedUntil - now
        return Int((left + .seconds(1) - .nanoseconds(1)).components.seconds)
    }

    /// Counts a wrong PIN; the last allowed one starts the lockout.
    mutating func recordFailure(at now: Duration) {
        failures += 1
        if failures >= maximumAttempts { lockedUntil = now + lockout }
    }

    /// A right PIN clears the count.
    mutating func recordSuccess() {
        failures = 0
        lockedUntil = nil
    }
}
