import DeepLinks
import Foundation
import XCTest

final class InstanceMessageTests: XCTestCase {
    func testLinksAndPushesSurviveTheRoundTrip() {
        let messages: [InstanceMessage] = [
            .link("exampletui://examples/push"), .link("exampletui://settings?x=ё"), .push(Data(#"{"aps":{}}"#.utf8)),
            .link(""),
        ]
        for message in messages {
            XCTAssertEqual(InstanceMessage.decode(message.encoded), .message(message))
        }
    }

    func testAPartialFrameAsksForMoreBytes() {
        let frame = InstanceMessage.link("exampletui://settings").encoded
        for length in [0, 3, 8, frame.count - 1] {
            XCTAssertEqual(InstanceMessage.decode(frame.prefix(length)), .incomplete, "first \(length) bytes")
        }
    }

    func testForeignOversizedAndUnknownFramesAreInvalid() {
        XCTAssertEqual(InstanceMessage.decode(Data("GET / HTTP/1.1\r\n".utf8)), .invalid("not an instance message"))
        var oversized = Data("ETUIL".utf8)
        withUnsafeBytes(of: UInt32(InstanceMessage.maximumPayload + 1).bigEndian) { oversized.append(contentsOf: $0) }
        XCTAssertEqual(
            InstanceMessage.decode(oversized),
            .invalid("message of \(InstanceMessage.maximumPayload + 1) bytes is too large"))
        var unknown = InstanceMessage.link("x").encoded
        unknown[4] = UInt8(ascii: "Z")
        XCTAssertEqual(InstanceMessage.decode(unknown), .invalid("unknown message kind 90"))
        var notText = Data("ETUIL".utf8)
        notText.append(contentsOf: [0, 0, 0, 2, 0xFF, 0xFE])
        XCTAssertEqual(InstanceMessage.decode(notText), .invalid("the link is not UTF-8"))
    }

    func testRepliesReadBack() {
        XCTAssertEqual(InstanceReply(decoding: InstanceReply.accepted.encoded), .accepted)
        XCTAssertEqual(InstanceReply(decoding: InstanceReply.rejected("bad").encoded), .rejected("bad"))
        XCTAssertEqual(
            InstanceReply(decoding: Data()), .rejected("the instance closed the connection without answering"))
    }
}
