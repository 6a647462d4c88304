import Foundation
import TUIPseudoTerminal

/// One libFuzzer input: the bytes of a `.cast` file for `replay`'s reader, and the same bytes
/// as program output split in two reads for `record`'s UTF-8 carry. A thrown
/// `AsciicastError` is the reader doing its job; a crash, a hang or a leak is a finding.
func fuzzAsciicast(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let recording = try AsciicastRecording(data: Data(bytes))
        // What the reader promises the player: a terminal's size, times it can wait for.
        precondition((1...10_000).contains(recording.header.width), "a width no terminal has")
        precondition((1...10_000).contains(recording.header.height), "a height no terminal has")
        for event in recording.events {
            precondition(event.time.isFinite && event.time >= 0, "a time the player cannot wait for")
        }
    } catch {
        _ = error.description
    }
    // Split anywhere, valid UTF-8 comes out of the carry exactly as it went in.
    if count > 0 {
        let split = Int(bytes[0]) % (count + 1)
        var carry = UTF8Carry()
        let text = carry.decode(bytes[..<split]) + carry.decode(bytes[split...]) + carry.flush()
        if let whole = String(validating: bytes, as: UTF8.self) {
            precondition(text == whole, "valid UTF-8 changed by a split")
        }
    }
    return 0
}
