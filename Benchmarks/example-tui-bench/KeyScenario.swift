/// One kind of key timed to its frame, beside the Examples list's move timed between those
/// keys (`Yardstick`): the row every key → frame section prints.
struct KeyScenario {
    let name: String
    /// Key → frame (µs).
    let times: Summary
    /// The main thread's CPU time for the same keys (µs): the work itself, whatever else the
    /// machine runs.
    let cpu: Summary
    /// The Examples moves timed between these keys, wall and CPU.
    let beside: (times: Summary, cpu: Summary)
}
