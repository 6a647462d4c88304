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

extension KeyScenario {
    /// `scenarios` as a table: each one's median and worst, the move beside it and the ratio
    /// to it, by wall time and by the main thread's CPU; with `counts`, how many keys each.
    static func print(_ scenarios: [KeyScenario], firstColumn: String = "key", counts: Bool = false) {
        Table.print(
            header: [firstColumn, "median", "worst", "Examples move beside", "÷ it", "CPU median", "CPU ÷ it"]
                + (counts ? ["keys"] : []),
            rows: scenarios.map { scenario in
                [
                    scenario.name, Table.number(scenario.times.median), Table.number(scenario.times.maximum),
                    Table.number(scenario.beside.times.median),
                    Table.number(scenario.times.median / scenario.beside.times.median, decimals: 2),
                    Table.number(scenario.cpu.median),
                    Table.number(scenario.cpu.median / scenario.beside.cpu.median, decimals: 2),
                ] + (counts ? [String(scenario.times.count)] : [])
            })
    }
}
