/// One libFuzzer input: a resource JSON file (colours, text styles, icons) as the resource
/// generator reads it. A `Diagnostic` is the parser doing its job; a crash, a hang or a leak
/// is a finding.
func fuzzResourceJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let value = try JSONParser.parse(text, file: "fuzz.json")
        precondition(value.line >= 1, "a value before the first line")
    } catch {
        _ = String(describing: error)
    }
    return 0
}
