import Foundation
import Push

/// One libFuzzer input: the bytes of a `.apns` file. A thrown `PushPayloadError` is the
/// parser doing its job; a crash, a hang or a leak is a finding.
func fuzzAPNS(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    do {
        let payload = try PushPayloadModel(json: data)
        // What the parser promises the push screen: some text to show, a badge of 0 or more.
        precondition(payload.title != nil || !payload.body.isEmpty, "a push with no text")
        precondition((payload.badge ?? 0) >= 0, "a negative badge")
    } catch {
        _ = error.description
    }
    return 0
}
