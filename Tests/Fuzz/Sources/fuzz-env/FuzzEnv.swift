import ExampleApp

/// One libFuzzer input: a `Resources/Configs/<name>.env` file. A `ConfigurationError` is
/// the parser doing its job; a crash, a hang or a leak is a finding.
func fuzzEnv(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let configuration = try Configuration(name: "fuzz", text: text)
        // What launch relies on: a usable API address and a name to show.
        precondition(configuration.mobileApiUrl.hasPrefix("http"), "an API URL that is not http(s)")
        precondition(!configuration.appDisplayName.isEmpty, "an empty display name")
    } catch {
        _ = error.description
    }
    return 0
}
