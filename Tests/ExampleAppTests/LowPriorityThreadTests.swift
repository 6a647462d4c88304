import AppSupport
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `record`'s writer thread: jobs in order, `sync` waits for its own, and the thread runs
/// at nice +10 while the caller keeps its own priority.
final class LowPriorityThreadTests: XCTestCase {
    func testJobsRunInOrderAndSyncWaitsForItsResult() {
        let thread = LowPriorityThread(name: "test.low")
        let seen = Mutex<[Int]>([])
        for number in 0..<100 {
            thread.async { seen.withLock { $0.append(number) } }
        }
        let count = thread.sync { seen.withLock { $0.count } }
        XCTAssertEqual(count, 100, "sync runs after every job before it")
        XCTAssertEqual(seen.withLock { $0 }, Array(0..<100))
    }

    func testTheThreadIsNicerThanItsCaller() {
        let thread = LowPriorityThread(name: "test.nice", niceness: 10)
        errno = 0
        let caller = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let inside = thread.sync { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
        XCTAssertEqual(inside, min(caller + 10, 19))
        XCTAssertEqual(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), caller, "the caller's is unchanged")
    }

    /// No thread until the first job, and it ends once its owner lets it go, after the jobs
    /// handed in before (a log store per test had left a thread each).
    func testTheThreadStartsWithItsFirstJobAndEndsWhenReleased() throws {
        var thread: LowPriorityThread? = LowPriorityThread(name: "test.lifetime.long")
        XCTAssertFalse(Self.threadNames().contains("test.lifetime.l"), "no job yet")
        let running = try XCTUnwrap(thread?.sync { Thread.current })
        XCTAssertTrue(Self.threadNames().contains("test.lifetime.l"), "its name, cut to the kernel's 15 bytes")
        let ran = Atomic<Int>(0)
        let gate = DispatchSemaphore(value: 0)
        thread?.async { gate.wait() }
        for _ in 0..<3 { thread?.async { ran.add(1, ordering: .relaxed) } }
        thread = nil
        gate.signal()
        let deadline = Date().addingTimeInterval(10)
        while !running.isFinished, Date() < deadline { usleep(1_000) }
        XCTAssertTrue(running.isFinished, "the thread ended")
        XCTAssertEqual(ran.load(ordering: .relaxed), 3, "after the jobs handed in before")
        XCTAssertFalse(Self.threadNames().contains("test.lifetime.l"))
    }

    /// The names of this process's threads, as Linux lists them.
    private static func threadNames() -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// A job knows whether others wait after it (the asciicast writer flushes after the last).
    func testAJobKnowsWhetherItIsTheLastHandedIn() {
        let thread = LowPriorityThread(name: "test.last")
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let seen = Mutex<[Bool]>([])
        thread.async { gate.wait() }
        thread.async { seen.withLock { $0.append(thread.isRunningTheLastJob) } }
        thread.async {
            seen.withLock { $0.append(thread.isRunningTheLastJob) }
            done.signal()
        }
        gate.signal()
        done.wait()
        XCTAssertEqual(seen.withLock { $0 }, [false, true], "the second of two queued jobs is the last")
        XCTAssertTrue(thread.sync { thread.isRunningTheLastJob }, "a job handed in alone is the last")
    }
}

/// A thread that lingers after a batch: jobs handed in meanwhile run without a wake, a job
/// after the thread has gone to sleep wakes it, and `sync` does not wait out the linger.
final class LingeringThreadTests: XCTestCase {
    /// Jobs handed in at every pace around the linger (within it, as it ends, after it) all
    /// run, in order, and the last one's signal comes: none is left waiting for a wake.
    func testNoJobWaitsForAWakeThatNeverComes() {
        let linger = Duration.milliseconds(5)
        let thread = LowPriorityThread(name: "test.linger", linger: linger)
        let seen = Mutex<[Int]>([])
        let pauses: [Duration] = [
            .zero, .microseconds(200), .milliseconds(4), .milliseconds(5), .milliseconds(6), .milliseconds(12),
        ]
        var handed = 0
        for round in 0..<60 {
            let pause = pauses[round % pauses.count]
            for _ in 0..<(1 + round % 3) {
                let number = handed
                thread.async { seen.withLock { $0.append(number) } }
                handed += 1
            }
            Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18)
        }
        let done = DispatchSemaphore(value: 0)
        thread.async { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the last job ran without sync's wake")
        XCTAssertEqual(seen.withLock { $0 }, Array(0..<handed))
    }

    /// Asleep after a linger that found nothing, the thread is woken by the next job.
    func testAJobAfterTheLingerWakesTheThread() {
        let thread = LowPriorityThread(name: "test.asleep", linger: .milliseconds(2))
        let first = DispatchSemaphore(value: 0)
        thread.async { first.signal() }
        XCTAssertEqual(first.wait(timeout: .now() + 10), .success)
        Thread.sleep(forTimeInterval: 0.1)
        let second = DispatchSemaphore(value: 0)
        thread.async { second.signal() }
        XCTAssertEqual(second.wait(timeout: .now() + 10), .success, "a sleeping thread was woken")
    }

    /// `sync` wakes a lingering thread: it does not wait for the linger to end.
    func testSyncDoesNotWaitOutTheLinger() {
        let thread = LowPriorityThread(name: "test.sync", linger: .seconds(600))
        let first = DispatchSemaphore(value: 0)
        thread.async { first.signal() }
        XCTAssertEqual(first.wait(timeout: .now() + 10), .success)
        // Now lingering for ten minutes; `sync` from another thread must still return.
        let returned = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            XCTAssertEqual(thread.sync { 42 }, 42)
            returned.signal()
        }
        XCTAssertEqual(returned.wait(timeout: .now() + 10), .success, "sync woke the lingering thread")
    }
}
