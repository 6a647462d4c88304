import ExampleApp

/// One libFuzzer input: a deeplink URL as it comes from the command line or the instance
/// socket. A `RouteError` is the parser doing its job; a crash, a hang or a leak is a finding.
func fuzzDeepLink(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let url = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let link = try DeepLink(url: url)
        // A link the app accepts names a route whose own URL opens the same place.
        precondition((try? DeepLink(url: link.route.url)) == link, "\(url) does not round-trip")
    } catch {
        _ = error.description
    }
    return 0
}
