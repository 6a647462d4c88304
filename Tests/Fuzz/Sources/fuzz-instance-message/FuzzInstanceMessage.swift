import DeepLinks
import Foundation

/// One libFuzzer input: the bytes a client sends to the running instance's socket, and the
/// reply a client reads back. Decoding must never crash, and a message it accepts must be
/// exactly the frame at the start of the input.
func fuzzInstanceMessage(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    switch InstanceMessage.decode(data) {
    case .message(let message):
        precondition(data.starts(with: message.encoded), "a message that is not the frame sent")
    case .incomplete:
        precondition(data.count < InstanceMessage.maximumPayload + 9, "waiting for more than the limit")
    case .invalid(let reason):
        precondition(!reason.isEmpty, "a refusal without a reason")
    }
    _ = InstanceReply(decoding: data)
    return 0
}
