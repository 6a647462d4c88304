import DeepLinks
import Logs

extension AppDependencies {
    /// `console --scenario NAME` from another terminal (Pulse's remote mocks): switches the
    /// mock backend, as `s` in the Network demo does. Refused, with the reason the console
    /// prints, for a name that is no scenario or where mocks are off (the scenario only
    /// shapes the mock backend's answers).
    func switchScenario(named name: String) -> InstanceReply {
        guard let scenario = MockServerScenario(name: name) else {
            return .rejected(
                "unknown scenario '\(name)'; one of \(MockServerScenario.names.joined(separator: ", "))")
        }
        guard network.isMockEnabled else {
            return .rejected("mocks are off in this environment: the scenario shapes the mock backend only")
        }
        network.serverScenario = scenario
        Log.network.notice(logEntry: .detailed("Mock scenario switched from the console", ["scenario": name]))
        return .accepted
    }
}
