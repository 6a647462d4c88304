import TUIKit

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

extension KeyScenario {
    /// `keys` presses of `key(index)` on `pilot`, after `warmUp` untimed, each timed from the
    /// key to its frame presented, with the yardstick's blocks timed between them.
    @MainActor
    static func measure(
        _ name: String, pilot: Pilot, size: Size, keys: Int, warmUp: Int = 0, yardstick: Yardstick,
        key: (Int) -> KeyEvent
    ) -> KeyScenario {
        var times: [Double] = []
        var cpu: [Double] = []
        let profiling = PerfControl.start(name, size: size)
        defer { PerfControl.stop(profiling) }
        for index in 0..<(warmUp + keys) {
            if index >= warmUp, (index - warmUp).isMultiple(of: Yardstick.block) { yardstick.measureBlock() }
            let (wall, thread) = RoutesBenchmark.keyToFrame(pilot, key(index), size: size)
            guard index >= warmUp else { continue }
            times.append(wall)
            cpu.append(thread)
        }
        return KeyScenario(name: name, times: Summary(times), cpu: Summary(cpu), beside: yardstick.take())
    }
}
