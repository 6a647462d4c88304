import AppSupport
import Observation

/// Runs the launch screen's start-up work and its loading dots, and hands over to the main
/// screen the moment the work ends: no fixed minimum. Timers exist only while the screen is
/// up: once it hands over, nothing is scheduled.
@MainActor
@Observable
final class LaunchViewModel {
    static let tick: Duration = .milliseconds(150)

    private(set) var dots = 0
    @ObservationIgnored private let coordinator: LaunchCoordinator
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let work: StartupWork
    @ObservationIgnored private var ticker: (any Cancellable)?
    @ObservationIgnored private var running: Task<Void, Never>?

    init(coordinator: LaunchCoordinator, clock: any AppClock, work: StartupWork) {
        self.coordinator = coordinator
        self.clock = clock
        self.work = work
    }

    func start() {
        guard running == nil else { return }
        scheduleTick()
        let work = work
        running = Task { [weak self] in
            await work.run()
            guard !Task.isCancelled else { return }
            self?.finish()
        }
    }

    func stop() {
        ticker?.cancel()
        ticker = nil
        running?.cancel()
    }

    private func scheduleTick() {
        ticker = clock.schedule(after: Self.tick) { [weak self] in
            guard let self, self.ticker != nil else { return }
            self.dots = (self.dots + 1) % 4
            self.scheduleTick()
        }
    }

    private func finish() {
        stop()
        coordinator.showMain()
    }
}
