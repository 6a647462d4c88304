extension MockServerScenario {
    /// Its name in the Network demo's status line.
    var title: String {
        switch self {
        case .normal: R.string.networkDemo.scenarioNormal()
        case .offline: R.string.networkDemo.scenarioOffline()
        case .timeout: R.string.networkDemo.scenarioTimeout()
        case .unavailable: R.string.networkDemo.scenarioUnavailable()
        case .malformed: R.string.networkDemo.scenarioMalformed()
        }
    }
}
