#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A network interface as `getifaddrs` lists it: its name and whether it is up.
public struct NetworkInterface: Hashable, Sendable {
    public let name: String
    public let isUp: Bool

    public init(name: String, isUp: Bool) {
        self.name = name
        self.isUp = isUp
    }

    /// The machine's interfaces, one entry per name (getifaddrs lists one per address).
    public static func system() -> [NetworkInterface] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return [] }
        defer { freeifaddrs(first) }
        var seen: [String: Bool] = [:]
        var order: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let name = String(cString: entry.pointee.ifa_name)
            let isUp = entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
            if seen[name] == nil { order.append(name) }
            seen[name] = (seen[name] ?? false) || isUp
        }
        return order.map { NetworkInterface(name: $0, isUp: seen[$0] ?? false) }
    }
}
