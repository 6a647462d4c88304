import Foundation
import TUITestSupport
import XCTest

/// The built app on every route, under random keys, clicks, wheel turns, pastes and
/// resizes (`Monkey`, `MonkeyRun`): no crash, no hang, it still quits (on Ctrl-C or on
/// `q`), and it leaves the terminal as it found it.
///
/// Each route has a fixed seed, so a run repeats. `MONKEY_SECONDS` (default 1) is each
/// route's storm, `MONKEY_JOBS` (default 3) how many apps run at once, `MONKEY_ROUTE` and
/// `MONKEY_SEED` replay one route with one seed, `MONKEY_PACING=backlog` types without
/// waiting for the app (`MonkeyRun.Pacing`); a failure prints the command that replays it.
final class MonkeyTests: XCTestCase {
    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    private var duration: Duration {
        .milliseconds(Int(1000 * (environment["MONKEY_SECONDS"].flatMap(Double.init) ?? 1)))
    }

    private var pacing: MonkeyRun.Pacing {
        environment["MONKEY_PACING"].flatMap(MonkeyRun.Pacing.init(rawValue:)) ?? .bursts
    }

    private var jobs: Int { max(1, environment["MONKEY_JOBS"].flatMap(Int.init) ?? 3) }

    /// Every route the app knows, from the message it prints for an unknown one.
    private func routes() throws -> [String] {
        let result = try runCommand(["exampletui://monkey-business"])
        XCTAssertNotEqual(result.status, 0, "the app refuses an unknown route")
        let list = result.standardError.components(separatedBy: "known routes: ").last ?? ""
        let routes = list.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ")
        XCTAssertGreaterThan(routes.count, 20, "the app lists its routes: \(result.standardError)")
        if let only = environment["MONKEY_ROUTE"] { return routes.filter { $0 == only } }
        return routes
    }

    /// `MONKEY_SEED` when set, else one fixed per route: FNV-1a of its URL, the same on
    /// every run and every machine.
    private func seed(for route: String) -> UInt64 {
        if let text = environment["MONKEY_SEED"], let seed = UInt64(text) { return seed }
        return route.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    func testEveryRouteSurvivesTheMonkey() throws {
        let routes = try routes()
        XCTAssertFalse(routes.isEmpty, "no route to run (MONKEY_ROUTE=\(environment["MONKEY_ROUTE"] ?? ""))")
        // Half the routes quit on Ctrl-C, half on q, by the seed: a replay quits the same way.
        let runs = routes.map { route in
            let seed = seed(for: route)
            return MonkeyRun(
                app: .showcase, route: route, seed: seed, duration: duration, quit: seed % 2 == 0 ? .controlC : .q,
                pacing: pacing)
        }
        check(runs)
    }

    /// The storm that once kept the app from quitting on Ctrl-C, typed as then: a paste
    /// whose end marker came in pieces never ended, and took every key after it (see
    /// `TerminalInputRegressionTests`); the panel it opened exported the logs once for each
    /// `e` of a paste typed as keys (see `LogsPanelFlowTests`).
    func testTheOTPScreenQuitsAfterTheStormThatHungIt() throws {
        let route = "exampletui://components/otp"
        check([
            MonkeyRun(
                app: .showcase, route: route, seed: 1_640_040_701_687_614_593, duration: .milliseconds(1500),
                quit: .controlC, pacing: .backlog)
        ])
    }

    /// Runs `runs`, `jobs` at once, and reports each failure with the command to replay it.
    private func check(_ runs: [MonkeyRun], file: StaticString = #filePath, line: UInt = #line) {
        let started = ContinuousClock.now
        let outcomes = MonkeyPool(jobs: jobs).run(runs)
        var actions = 0
        var bytes = 0
        var failed: [(MonkeyRun, MonkeyOutcome)] = []
        for (run, outcome) in zip(runs, outcomes) {
            print(outcome.summary)
            actions += outcome.actions
            bytes += outcome.bytesSent
            if !outcome.failures.isEmpty { failed.append((run, outcome)) }
        }
        print(
            "monkey: \(runs.count) routes, \(actions) actions, \(bytes) bytes in \(ContinuousClock.now - started) "
                + "(\(jobs) at once)")
        for (run, outcome) in failed {
            for failure in outcome.failures {
                XCTFail("\(run.route), seed \(run.seed): \(failure)\nreplay: \(run.replay)", file: file, line: line)
            }
        }
        // Last and short, so the end of a long log (often all that is kept) says what failed.
        for (run, outcome) in failed {
            let first = outcome.failures.first?.split(separator: "\n").first ?? ""
            print("monkey FAILED: \(run.route) seed \(run.seed): \(first)\nreplay: \(run.replay)")
        }
    }
}
