/// What the monkey did on one route, and what went wrong there.
struct MonkeyOutcome: Sendable {
    let route: String
    let seed: UInt64
    let quit: MonkeyRun.Quit
    var actions = 0
    var bursts = 0
    var bytesSent = 0
    var keys = 0
    var clicks = 0
    var wheels = 0
    var pastes = 0
    var resizes = 0
    /// The longest wait, after a burst, for the app to read it and draw a frame.
    var slowestBurst: Duration = .zero
    /// From the quit key to the app's exit.
    var quitTime: Duration?
    /// How many times Esc Esc Esc q was said (quitting on q).
    var quitRounds = 0
    var failures: [String] = []

    mutating func count(_ action: Monkey.Action) {
        actions += 1
        bytesSent += action.bytes.count
        switch action {
        case .key: keys += 1
        case .click: clicks += 1
        case .wheel: wheels += 1
        case .paste: pastes += 1
        case .resize: resizes += 1
        }
    }

    /// One line of figures for the test's output.
    var summary: String {
        let rounds = quitRounds > 1 ? " (\(quitRounds) rounds of Esc Esc Esc q)" : ""
        let quitText = quitTime.map { "quit on \(quit.rawValue) in \(Self.milliseconds($0)) ms\(rounds)" } ?? "no quit"
        return "monkey: \(route) seed \(seed): \(actions) actions in \(bursts) bursts (\(keys) keys, \(clicks) clicks, "
            + "\(wheels) wheels, \(pastes) pastes, \(resizes) resizes, \(bytesSent) bytes); slowest burst to a frame "
            + "\(Self.milliseconds(slowestBurst)) ms; \(quitText)"
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
