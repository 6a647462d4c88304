/// Waits in real time, up to two seconds, until `condition` holds for work on other tasks
/// or threads: a fixed number of yields was not enough on a loaded machine (CI).
@MainActor
func eventually(_ condition: () -> Bool) async {
    for _ in 0..<2_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}
