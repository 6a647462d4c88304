import Observation
import TUICore

/// Runs the launch screen's short wait and its loading dots. Timers exist only while the
/// screen is up: once it hands over, nothing is scheduled.
@MainActor
@Observable
final class LaunchViewModel {
    static let duration: Duration = .milliseconds(600)
    static let tick: Duration = .milliseconds(150)

    private(set) var dots = 0
    @ObservationIgnored private let coordinator: LaunchCoordinator
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private var timers: [any Cancellable] = []

    init(coordinator: LaunchCoordinator, clock: any AppClock) {
        self.coordinator = coordinator
        self.clock = clock
    }

    func start() {
        guard timers.isEmpty else { return }
        scheduleTick()
        timers.append(clock.schedule(after: Self.duration) { [weak self] in self?.finish() })
    }

    func stop() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
    }

    private func scheduleTick() {
        timers.append(
            clock.schedule(after: Self.tick) { [weak self] in
                guard let self, !self.timers.isEmpty else { return }
                self.dots = (self.dots + 1) % 4
                self.scheduleTick()
            }
        )
    }

    private func finish() {
        stop()
        coordinator.showMain()
    }
}
