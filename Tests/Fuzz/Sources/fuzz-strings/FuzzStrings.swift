/// One libFuzzer input: a `.strings` file as the resource generator reads it. A `Diagnostic`
/// is the parser doing its job; a crash, a hang or a leak is a finding.
func fuzzStrings(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let entries = try StringsFileParser.parse(text, file: "fuzz.strings")
        // Lines are what the generator's messages point at: each within the file, in order.
        let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
        precondition(entries.allSatisfy { (1...lines).contains($0.line) }, "an entry outside the file")
        precondition(entries.map(\.line) == entries.map(\.line).sorted(), "entries out of order")
    } catch {
        _ = String(describing: error)
    }
    return 0
}
