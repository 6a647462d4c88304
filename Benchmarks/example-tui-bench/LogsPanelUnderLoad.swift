import Foundation
import Logs
import Synchronization
import TUIKit

/// The debug panel in use while eight tasks write to its store at a given rate: the
/// issue's "the store takes 50,000 messages a second from many tasks while the panel stays
/// within its figures", both at once.
///
/// Keys come as a held key repeats them, one every `keyInterval`, with a yardstick move
/// after each, paced the same; between them the panel hears of the store's changes
/// (`LogDatabase.observe`) and a frame shows them, as the run loop draws one when the window
/// asks. How late each key began after it was due (the main actor busy with a change) is a
/// row of its own.
@MainActor
enum LogsPanelUnderLoad {
    struct Result {
        /// Keys while the store is written, each beside the yardstick under the same load.
        let scenarios: [KeyScenario]
        /// Messages a second the writers handed the store.
        let offeredPerSecond: Double
        /// Messages a second the store took meanwhile (from the first record handed in to
        /// the last one committed).
        let messagesPerSecond: Double
        let messages: Int
    }

    /// A held key's repeat: 30 a second, the X server's default rate.
    static let keyInterval: Duration = .milliseconds(33)

    /// What the writers share: whether to stop, and how many they wrote.
    private final class Writers: Sendable {
        let stop = Atomic<Bool>(false)
        let written = Atomic<Int>(0)
    }

    static func run(
        pilot: Pilot, store: LogDatabase, from offset: Int, rate: Int, yardstick: Yardstick, repeats: Int,
        budget: Double,
        record: @escaping @Sendable (Int) -> LogRecord
    ) async -> Result {
        let writers = Writers()
        let dropped = store.droppedCount
        let start = monotonicNanoseconds()
        // Each task offers its share every 5 ms, so the store is asked for `rate` a second,
        // no more: a store asked for more than it writes falls behind and drops the excess.
        let perTick = max(1, rate / 8 / 200)
        let writing = Task.detached {
            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<8 {
                    group.addTask {
                        var index = offset + writer
                        var count = 0
                        var tick = monotonicNanoseconds()
                        while !writers.stop.load(ordering: .relaxed) {
                            for _ in 0..<perTick {
                                switch record(index) {
                                case .message(let message): store.record(message: message)
                                case .task(let task): store.record(task: task)
                                }
                                index += 8
                                count += 1
                            }
                            tick += 5_000_000
                            let now = monotonicNanoseconds()
                            if tick > now { try? await Task.sleep(nanoseconds: tick - now) }
                        }
                        writers.written.add(count, ordering: .relaxed)
                    }
                }
            }
        }
        var scenarios: [KeyScenario] = []
        var waits: [Double] = []
        var changes: [(Double, Double)] = []
        let moves = [KeyEvent(.down), KeyEvent(.up)].map { (key: $0, timed: true) }
        scenarios.append(
            await measure(
                "panel: list move, writing", steps: moves, pilot: pilot, yardstick: yardstick, repeats: repeats,
                budget: budget, waits: &waits, changes: &changes))
        var typing: [(key: KeyEvent, timed: Bool)] = []
        for query in ["request 4", "ЗАПРОС", "Cafe #1"] {
            typing.append((KeyEvent(.character("/")), false))
            typing += query.map { (KeyEvent(.character($0)), true) }
            typing.append((KeyEvent(.escape), false))
        }
        scenarios.append(
            await measure(
                "panel: type a search character, writing", steps: typing, pilot: pilot, yardstick: yardstick,
                repeats: repeats, budget: budget, waits: &waits, changes: &changes))
        writers.stop.store(true, ordering: .relaxed)
        await writing.value
        store.flush()
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        let offered = writers.written.load(ordering: .relaxed)
        // What went in: what was handed in, but any dropped (none, with the bench's store).
        let written = offered - (store.droppedCount - dropped)
        // Not keys: no yardstick for them (the rows' names are indented).
        scenarios.append(
            KeyScenario(
                name: "  a key's wait before it", times: Summary(waits), cpu: Summary([]),
                beside: (Summary([]), Summary([]))))
        scenarios.append(
            KeyScenario(
                name: "  a store change in, drawn", times: Summary(changes.map(\.0)), cpu: Summary(changes.map(\.1)),
                beside: (Summary([]), Summary([]))))
        return Result(
            scenarios: scenarios, offeredPerSecond: Double(offered) / seconds,
            messagesPerSecond: Double(written) / seconds, messages: written)
    }

    /// Presses `steps` in turn, one every `keyInterval`, timing the timed ones from key to
    /// frame, and how late each began after it was due (`waits`: the main actor busy with a
    /// change, and the timer's own lateness); between them, draws what the store's changes
    /// asked for, timing each such frame (with the change itself where the main actor ran it
    /// just before, on the same thread) into `changes`.
    private static func measure(
        _ name: String, steps: [(key: KeyEvent, timed: Bool)], pilot: Pilot, yardstick: Yardstick, repeats: Int,
        budget: Double, waits: inout [Double], changes: inout [(Double, Double)]
    ) async -> KeyScenario {
        var times: [(Double, Double)] = []
        let profiling = PerfControl.start(name)
        defer { PerfControl.stop(profiling) }
        let interval = UInt64(keyInterval.components.attoseconds / 1_000_000_000)
        let started = monotonicNanoseconds()
        var due = started
        var step = 0
        var yardstickNext = false
        while times.count < repeats, Double(monotonicNanoseconds() - started) / 1e9 < budget {
            due = max(due + interval, monotonicNanoseconds())
            // Until the key is due: the store's changes come in (the observers run on the
            // main actor) and a frame shows them, as the run loop's would.
            while case let now = monotonicNanoseconds(), now < due {
                let cpu = threadCPUNanoseconds()
                // Held, so no thread that starts meanwhile is given its place in memory.
                let thread = currentThread()
                try? await Task.sleep(nanoseconds: min(due - now, 2_000_000))
                guard pilot.host.needsDisplay else { continue }
                let wall = monotonicNanoseconds()
                let frameCPU = threadCPUNanoseconds()
                pilot.host.render()
                let ended = threadCPUNanoseconds()
                // The sleep's thread CPU holds the change's work only if the main actor ran
                // on one thread throughout; otherwise the frame alone is counted. Told by the
                // thread's object: a dispatch worker that ended left its `pthread_t` (and its
                // CPU clock id) to the next one, whose CPU clock started again, and a run
                // trapped on the subtraction.
                let spent = thread === currentThread() && ended >= cpu ? ended - cpu : ended - frameCPU
                changes.append((Double(monotonicNanoseconds() - wall) / 1000, Double(spent) / 1000))
            }
            // A yardstick move after each timed key, paced as the keys are: a move timed in a
            // block of eight, its caches warm, was 1.2× the moves unloaded where a key paced
            // 33 ms apart (the writers' work between) was 2.9× the same key in a row.
            if yardstickNext {
                yardstick.measureOne()
                yardstickNext = false
                continue
            }
            let (key, timed) = steps[step % steps.count]
            step += 1
            guard timed else {
                pilot.press(key)
                continue
            }
            waits.append(Double(monotonicNanoseconds() - due) / 1000)
            SlowKeys.note("\(name): its wait", index: times.count, (waits[waits.count - 1], 0))
            times.append(LogsPanelBenchmark.keyToFrame(pilot, key))
            SlowKeys.note(name, index: times.count - 1, times[times.count - 1])
            pilot.window.frameDidShow()
            yardstickNext = true
        }
        return KeyScenario(
            name: name, times: Summary(times.map(\.0)), cpu: Summary(times.map(\.1)), beside: yardstick.take())
    }
}

/// The thread running the caller, from synchronous code (`Thread.current` is not offered
/// to async code, which may move between threads at each suspension).
private func currentThread() -> Thread {
    Thread.current
}
