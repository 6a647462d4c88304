import Foundation

/// One line of the store's file: a message or a network task.
public enum LogRecord: Sendable, Hashable, Identifiable {
    case message(LogMessage)
    case task(NetworkTaskRecord)

    public var id: UUID {
        switch self {
        case .message(let message): message.id
        case .task(let task): task.id
        }
    }

    public var date: Date {
        switch self {
        case .message(let message): message.date
        case .task(let task): task.date
        }
    }
}

extension LogRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case message
        case task
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let message = try container.decodeIfPresent(LogMessage.self, forKey: .message) {
            self = .message(message)
        } else {
            self = .task(try container.decode(NetworkTaskRecord.self, forKey: .task))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .message(let message): try container.encode(message, forKey: .message)
        case .task(let task): try container.encode(task, forKey: .task)
        }
    }
}
