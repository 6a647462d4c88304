import AppSupport
import Foundation
import Observation

/// The app's own figures over time, sampled once a second from the app clock while the
/// screen shows (frames drawn, keys, each key's time to its frame, memory), and a simulated
/// export that prepares for a while and then runs to 100%. Timers run only while the screen
/// is visible and something is due: a hidden or paused screen, or a finished export,
/// leaves none.
@MainActor
@Observable
final class ChartsDemoViewModel {
    /// One second's figures.
    struct Sample: Equatable {
        var framesPerSecond: Int
        var keysPerSecond: Int
        var residentBytes: Int?
    }

    /// A key by its name (`down`, `s`) and its latest time to its frame.
    struct KeyTime: Equatable {
        var key: String
        var milliseconds: Double
    }

    /// Where the simulated export is.
    enum Export: Equatable {
        case idle
        /// Preparing, for an unknown time as far as the screen knows: `elapsed` so far.
        case preparing(elapsed: Duration)
        /// Running: the share done, 0 to 1.
        case running(Double)
        case done
    }

    static let sampleInterval: Duration = .seconds(1)
    /// How many seconds the charts keep: a minute, and now.
    static let capacity = 61
    /// How many keys the bar chart keeps, the oldest dropped first.
    static let maximumKeys = 8
    static let exportStep: Duration = .milliseconds(100)
    static let preparation: Duration = .seconds(2)
    static let exportShareAStep = 0.02

    private(set) var samples: [Sample] = []
    private(set) var keyTimes: [KeyTime] = []
    private(set) var latest: AppFigures?
    /// The bar chart's selected key.
    var selectedKey: Int?
    private(set) var showsFrames = true
    private(set) var showsKeys = true
    private(set) var isPaused = false
    private(set) var export: Export = .idle
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let figures: @MainActor () -> AppFigures
    @ObservationIgnored private var isVisible = false
    @ObservationIgnored private var samplingTimer: (any Cancellable)?
    @ObservationIgnored private var exportTimer: (any Cancellable)?

    init(clock: any AppClock, figures: @escaping @MainActor () -> AppFigures) {
        self.clock = clock
        self.figures = figures
    }

    /// Whether a timer is set: sampling, or the export's next step.
    var hasTimers: Bool { samplingTimer != nil || exportTimer != nil }

    // MARK: Visibility

    func onViewDidAppear() {
        isVisible = true
        if !isPaused { startSampling() }
        scheduleExportStep()
    }

    func onViewDidDisappear() {
        isVisible = false
        stopSampling()
        exportTimer?.cancel()
        exportTimer = nil
    }

    // MARK: Sampling

    /// Space: stops sampling (the charts hold still to be read) or starts it again.
    func togglePause() {
        isPaused.toggle()
        if isPaused {
            stopSampling()
        } else if isVisible {
            startSampling()
        }
    }

    /// Takes the figures now as the start to count from, and samples every second after.
    private func startSampling() {
        latest = figures()
        scheduleSample()
    }

    private func stopSampling() {
        samplingTimer?.cancel()
        samplingTimer = nil
    }

    private func scheduleSample() {
        samplingTimer = clock.schedule(after: Self.sampleInterval) { [weak self] in
            guard let self else { return }
            self.sample()
            self.scheduleSample()
        }
    }

    /// One second's figures: frames and keys since the last sample, the memory now, and
    /// the last key's time to its frame when a key came meanwhile.
    func sample() {
        let now = figures()
        let before = latest ?? now
        latest = now
        samples.append(
            Sample(
                framesPerSecond: now.framesDrawn - before.framesDrawn,
                keysPerSecond: now.keysHandled - before.keysHandled,
                residentBytes: now.residentBytes))
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
        if now.keysHandled > before.keysHandled, let key = now.lastKey, let time = now.lastKeyToFrame {
            record(
                key, milliseconds: Double(time.components.seconds) * 1000 + Double(time.components.attoseconds) / 1e15)
        }
    }

    /// Keeps `key`'s latest time: its bar changes, or a new one comes at the right.
    private func record(_ key: String, milliseconds: Double) {
        if let index = keyTimes.firstIndex(where: { $0.key == key }) {
            keyTimes[index].milliseconds = milliseconds
            return
        }
        keyTimes.append(KeyTime(key: key, milliseconds: milliseconds))
        guard keyTimes.count > Self.maximumKeys else { return }
        keyTimes.removeFirst()
        // The selection stays on its key; it goes when its key does.
        if let selected = selectedKey { selectedKey = selected > 0 ? selected - 1 : nil }
    }

    /// ← →: selects the key before or after; the first move selects the newest.
    func moveSelection(by offset: Int) {
        guard !keyTimes.isEmpty else { return }
        guard let selected = selectedKey else {
            selectedKey = keyTimes.count - 1
            return
        }
        selectedKey = min(max(selected + offset, 0), keyTimes.count - 1)
    }

    /// 1 and 2 (or a click on the legend): shows or hides a line of the chart.
    func toggleSeries(_ index: Int) {
        switch index {
        case 0: showsFrames.toggle()
        case 1: showsKeys.toggle()
        default: break
        }
    }

    // MARK: Export

    /// s: starts the export, or starts it again once done.
    func startExport() {
        switch export {
        case .preparing, .running: return
        case .idle, .done: break
        }
        export = .preparing(elapsed: .zero)
        scheduleExportStep()
    }

    /// A step every 100 ms while the export runs and the screen shows; none once it is done.
    private func scheduleExportStep() {
        guard isVisible, exportTimer == nil else { return }
        switch export {
        case .idle, .done: return
        case .preparing, .running: break
        }
        exportTimer = clock.schedule(after: Self.exportStep) { [weak self] in
            guard let self else { return }
            self.exportTimer = nil
            self.stepExport()
            self.scheduleExportStep()
        }
    }

    private func stepExport() {
        switch export {
        case .preparing(let elapsed):
            let next = elapsed + Self.exportStep
            export = next >= Self.preparation ? .running(0) : .preparing(elapsed: next)
        case .running(let share):
            let next = share + Self.exportShareAStep
            export = next >= 1 - 1e-9 ? .done : .running(next)
        case .idle, .done:
            break
        }
    }

    // MARK: What the screen shows

    var framesDrawn: Int { latest?.framesDrawn ?? 0 }
    var keysHandled: Int { latest?.keysHandled ?? 0 }

    /// Frames and keys per second, the newest last.
    var framesPerSecond: [Double] { samples.map { Double($0.framesPerSecond) } }
    var keysPerSecond: [Double] { samples.map { Double($0.keysPerSecond) } }
    /// Memory over time in MiB, the newest last (seconds it could not be read left out).
    var residentMebibytes: [Double] { samples.compactMap(\.residentBytes).map { Double($0) / 1_048_576 } }

    /// "48.2 MiB", the memory now; nil when it cannot be read.
    var memoryText: String? {
        (latest?.residentBytes).map { R.string.chartsDemo.mebibytes(Self.decimal(Double($0) / 1_048_576)) }
    }

    /// The export's share done, for the bar (0 until it runs, 1 once done).
    var exportShare: Double {
        switch export {
        case .idle, .preparing: 0
        case .running(let share): share
        case .done: 1
        }
    }

    var isPreparing: Bool {
        if case .preparing = export { true } else { false }
    }

    /// What the preparation bar says after itself.
    var preparationStatus: String {
        switch export {
        case .idle: R.string.chartsDemo.statusIdle()
        case .preparing: R.string.chartsDemo.statusWaiting()
        case .running, .done: R.string.chartsDemo.statusDone()
        }
    }

    var summary: String {
        isPaused
            ? R.string.chartsDemo.paused(framesDrawn, keysHandled)
            : R.string.chartsDemo.summary(framesDrawn, keysHandled)
    }

    /// A time or a size with one decimal: "0.4", "48.2".
    static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
