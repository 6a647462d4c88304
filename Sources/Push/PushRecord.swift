import Foundation

/// One push the service received, for the demo's history.
public struct PushRecord: Sendable, Equatable {
    public let payload: PushPayloadModel
    /// False when authorization was missing and the push was only logged.
    public let wasShown: Bool
    public let receivedAt: Date

    public init(payload: PushPayloadModel, wasShown: Bool, receivedAt: Date) {
        self.payload = payload
        self.wasShown = wasShown
        self.receivedAt = receivedAt
    }
}
