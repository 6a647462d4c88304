import Foundation
import Push

/// The `.apns` files of `Mock/APNSFiles`, built in so the demo can deliver them from inside;
/// a test checks every file has its twin here and both show the same text.
struct PushSample: Equatable {
    let fileName: String
    let json: String

    var payload: PushPayloadModel {
        get throws { try PushPayloadModel(json: Data(json.utf8)) }
    }

    static let all: [PushSample] = [
        PushSample(
            fileName: "welcome.apns",
            json: #"{"aps": {"alert": "Welcome to example-tui!", "sound": "default"}}"#),
        PushSample(
            fileName: "order-shipped.apns",
            json: #"""
                {"Simulator Target Bundle": "com.example.tui",
                 "aps": {"alert": {"title": "Order shipped", "subtitle": "No. 1042", "body": "It arrives on Thursday"},
                         "badge": 1, "sound": "default"},
                 "order_id": "1042"}
                """#),
        PushSample(
            fileName: "open-settings.apns",
            json: #"""
                {"Simulator Target Bundle": "com.example.tui",
                 "aps": {"alert": {"title": "New setting", "body": "Try the light theme"}, "badge": 2},
                 "deeplink": "exampletui://settings"}
                """#),
        PushSample(
            fileName: "open-toasts.apns",
            json: #"""
                {"aps": {"alert": {"title": "Toasts", "body": "See every toast style"}, "sound": "default"},
                 "deeplink": "exampletui://examples/toasts"}
                """#),
    ]
}
