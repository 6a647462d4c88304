import Foundation

/// `BENCH_SLOW_KEYS=ms` prints each key slower than `ms` (wall) to stderr as it happens, with
/// its index and CPU time and the monotonic clock at its end, to find a worst sample in a
/// profile or a trace taken beside the run.
enum SlowKeys {
    private static let threshold: Double? = ProcessInfo.processInfo.environment["BENCH_SLOW_KEYS"]
        .flatMap(Double.init).map { $0 * 1000 }

    /// Notes key `index` of `scenario`, its (wall, CPU) time in µs, if it was slow.
    static func note(_ scenario: String, index: Int, _ sample: (Double, Double)) {
        guard let threshold, sample.0 > threshold else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let line = String(
            format: "slow key: %@ #%d: %.1f ms wall, %.1f ms CPU, ended at %d.%06d\n", scenario, index,
            sample.0 / 1000, sample.1 / 1000, now.tv_sec, now.tv_nsec / 1000)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
