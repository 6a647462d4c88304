import Network

/// One libFuzzer input: a `Mock/*.json` file as the network layer serves it. A
/// `NetworkError` is the check doing its job; a crash, a hang or a leak is a finding.
func fuzzMockJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let mocks = MockConfiguration(files: ["fuzz": text], delay: .zero)
    do {
        let data = try mocks.data(named: "fuzz")
        precondition(data.elementsEqual(text.utf8), "the mock was served changed")
    } catch {
        _ = String(describing: error)
    }
    return 0
}
