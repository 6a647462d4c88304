/// The records of one kind a filter let through, read from the index one at a time: what a
/// list in the debug panel shows, without copying a hundred thousand records out.
public struct LogList<Element: LogListElement>: RandomAccessCollection, Sendable {
    public let index: LogIndex
    /// Positions in `index`, in list order.
    public let positions: [Int]

    public init(index: LogIndex = LogIndex(), positions: [Int] = []) {
        self.index = index
        self.positions = positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(position: Int) -> Element {
        guard let element = Element(record: index[positions[position]]) else {
            preconditionFailure("LogList: position \(positions[position]) holds a record of another kind")
        }
        return element
    }
}

/// What a `LogList` lists: a message or a network task.
public protocol LogListElement: Sendable {
    init?(record: LogRecord)
}

extension LogMessage: LogListElement {
    public init?(record: LogRecord) {
        guard case .message(let message) = record else { return nil }
        self = message
    }
}

extension NetworkTaskRecord: LogListElement {
    public init?(record: LogRecord) {
        guard case .task(let task) = record else { return nil }
        self = task
    }
}
