// Shows why Tests/Sanitizers/tsan.supp suppresses races inside `Mutex.withLock` (see
// docs/hardening.md, "Sanitizers"). Every access to the count is under a lock, yet:
//   swiftc -sanitize=thread -g Tests/Sanitizers/mutex-probe.swift -o /tmp/mutex-probe
//   /tmp/mutex-probe mutex    # ThreadSanitizer: Swift access race (a false report)
//   /tmp/mutex-probe nslock   # no report
// Synchronization's Mutex inlines its uncontended path (an atomic exchange, which TSan
// sees) but waits and wakes in libswiftSynchronization.so, which is not instrumented, so
// TSan misses the hand-over whenever two threads contend for the lock.
import Foundation
import Synchronization

final class Counter: @unchecked Sendable {
    var value = 0
}

let counter = Counter()
let mutex = Mutex(0)
let lock = NSLock()
let useMutex = CommandLine.arguments.dropFirst().first != "nslock"

let threads = (0..<4).map { _ in
    Thread {
        for _ in 0..<20_000 {
            if useMutex {
                mutex.withLock { $0 += 1 }
            } else {
                lock.withLock { counter.value += 1 }
            }
        }
    }
}
for thread in threads { thread.start() }
func total() -> Int { useMutex ? mutex.withLock { $0 } : lock.withLock { counter.value } }
while total() < 80_000 {
    usleep(10_000)
}
print(useMutex ? "Mutex" : "NSLock", "counted", total())
