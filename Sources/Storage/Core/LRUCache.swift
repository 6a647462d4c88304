/// A dictionary that remembers use order: reads and writes make a key the most recently
/// used, and `removeLeastRecentlyUsed` takes the oldest. Every operation is O(1): the order
/// is a doubly linked list threaded through the dictionary by key.
struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var value: Value
        var cost: Int
        var older: Key?
        var newer: Key?
    }

    private var nodes: [Key: Node] = [:]
    private var oldest: Key?
    private var newest: Key?
    private(set) var totalCost = 0

    var count: Int { nodes.count }

    /// Keys from the least to the most recently used.
    var keys: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(nodes.count)
        var cursor = oldest
        while let key = cursor {
            keys.append(key)
            cursor = nodes[key]?.newer
        }
        return keys
    }

    /// The value for `key`, making it the most recently used.
    mutating func value(forKey key: Key) -> Value? {
        guard let node = nodes[key] else { return nil }
        moveToNewest(key)
        return node.value
    }

    /// The value for `key`, leaving the order alone.
    func peek(forKey key: Key) -> Value? {
        nodes[key]?.value
    }

    /// Stores `value` as the most recently used.
    mutating func setValue(_ value: Value, forKey key: Key, cost: Int = 0) {
        if nodes[key] != nil {
            totalCost += cost - nodes[key]!.cost
            nodes[key]!.value = value
            nodes[key]!.cost = cost
            moveToNewest(key)
            return
        }
        nodes[key] = Node(value: value, cost: cost, older: newest, newer: nil)
        if let newest { nodes[newest]!.newer = key }
        newest = key
        if oldest == nil { oldest = key }
        totalCost += cost
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let node = nodes.removeValue(forKey: key) else { return nil }
        unlink(node)
        totalCost -= node.cost
        return node.value
    }

    /// Removes and returns the least recently used entry.
    mutating func removeLeastRecentlyUsed() -> (key: Key, value: Value)? {
        guard let key = oldest, let value = removeValue(forKey: key) else { return nil }
        return (key, value)
    }

    mutating func removeAll() {
        nodes.removeAll()
        oldest = nil
        newest = nil
        totalCost = 0
    }

    private mutating func moveToNewest(_ key: Key) {
        guard newest != key, let node = nodes[key] else { return }
        unlink(node)
        nodes[key]!.older = newest
        nodes[key]!.newer = nil
        if let newest { nodes[newest]!.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }

    /// Detaches `node` from its neighbours (the node itself may already be gone).
    private mutating func unlink(_ node: Node) {
        if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
        if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
    }
}
