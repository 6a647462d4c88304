/// Tells whether a VPN is on by the interfaces it brings up: tun and tap (OpenVPN and
/// most others), wg (WireGuard), ppp (PPTP, L2TP) and ipsec, plus utun on macOS.
public struct VPNDetectionUtil: Sendable {
    /// Name prefixes of VPN interfaces; the rest of the name must be a number, or start
    /// with `-` or `_` (wg-home), so `tunl0` (the kernel's IP-in-IP device) is not one.
    public static let prefixes = ["tun", "tap", "wg", "ppp", "ipsec", "utun"]

    private let interfaces: @Sendable () -> [NetworkInterface]

    /// Reads the machine's interfaces (getifaddrs) at every check.
    public init() {
        self.init(interfaces: { NetworkInterface.system() })
    }

    /// Reads interfaces from `interfaces`: tests pass fixed lists.
    public init(interfaces: @escaping @Sendable () -> [NetworkInterface]) {
        self.interfaces = interfaces
    }

    /// The VPN interfaces that are up now, in the order the system lists them.
    public func activeVPNInterfaces() -> [NetworkInterface] {
        interfaces().filter { $0.isUp && Self.isVPNInterfaceName($0.name) }
    }

    public var isVPNActive: Bool {
        !activeVPNInterfaces().isEmpty
    }

    public static func isVPNInterfaceName(_ name: String) -> Bool {
        prefixes.contains { prefix in
            guard name.hasPrefix(prefix) else { return false }
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty { return true }
            if rest.allSatisfy(\.isASCIIDigit) { return true }
            return rest.first == "-" || rest.first == "_"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
