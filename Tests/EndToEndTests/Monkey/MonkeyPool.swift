import Foundation

/// Runs monkey runs on `jobs` threads at once: each waits on its app most of the time, so
/// several share the machine's cores and the whole storm takes a fraction of the time.
struct MonkeyPool {
    let jobs: Int

    /// The outcomes, in the order of `runs`.
    func run(_ runs: [MonkeyRun]) -> [MonkeyOutcome] {
        let results = Results(count: runs.count)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, runs.count) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                while let index = results.claim() {
                    results.store(runs[index].run(), at: index)
                }
            }
            thread.start()
        }
        group.wait()
        return results.outcomes
    }

    /// The runs handed out so far and their outcomes, shared by the threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var stored: [MonkeyOutcome?]

        init(count: Int) {
            stored = Array(repeating: nil, count: count)
        }

        /// The index of a run nobody has taken yet.
        func claim() -> Int? {
            lock.withLock {
                guard next < stored.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ outcome: MonkeyOutcome, at index: Int) {
            lock.withLock { stored[index] = outcome }
        }

        var outcomes: [MonkeyOutcome] {
            lock.withLock { stored.compactMap { $0 } }
        }
    }
}
