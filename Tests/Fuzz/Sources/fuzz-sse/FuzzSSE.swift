import Push

/// One libFuzzer input: bytes of a `text/event-stream`, fed to the push channel's parser in
/// pieces cut where the input's first byte says. What it promises: the same events however
/// the stream is cut, none over the size cap, and a last event id that is one it read.
func fuzzSSE(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start + 1, count: count - 1))
    let cap = 256
    var whole = SSEFrameParser(maximumEventBytes: cap)
    let expected = whole.feed(bytes)
    var pieces = SSEFrameParser(maximumEventBytes: cap)
    let step = Int(start[0]) % 17 + 1
    var found: [SSEFrameParser.Item] = []
    var index = 0
    while index < bytes.count {
        found += pieces.feed(bytes[index..<min(index + step, bytes.count)])
        index += step
    }
    precondition(found == expected, "the events depend on where the stream is cut")
    precondition(pieces.lastEventId == whole.lastEventId, "the last event id depends on the cuts")
    for case .event(let event) in expected {
        // A byte the decoder cannot read becomes one U+FFFD: scalars, not UTF-8 bytes, are bounded.
        precondition(event.data.unicodeScalars.count <= cap, "an event over the cap")
        precondition(!event.type.isEmpty, "an event with no type")
    }
    return 0
}
