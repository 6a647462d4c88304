import Foundation
import Utilities

#if canImport(Glibc)
    import Glibc
#endif

/// What the app reads of the machine it runs on: the wall-clock time at launch, the time
/// zone, the environment variables, the user ids and the network interfaces. `current`
/// reads the real ones; tests and snapshots pass fixed ones, so frames do not depend on
/// the day, the zone or the machine.
public struct PlatformEnvironment: Sendable {
    /// The wall-clock time when the app's clock read zero; now is this plus the clock.
    public var launchDate: Date
    public var timeZone: TimeZone
    public var environment: [String: String]
    public var realUserID: UInt32
    public var effectiveUserID: UInt32
    public var interfaces: @Sendable () -> [NetworkInterface]

    public init(
        launchDate: Date,
        timeZone: TimeZone,
        environment: [String: String],
        realUserID: UInt32,
        effectiveUserID: UInt32,
        interfaces: @escaping @Sendable () -> [NetworkInterface]
    ) {
        self.launchDate = launchDate
        self.timeZone = timeZone
        self.environment = environment
        self.realUserID = realUserID
        self.effectiveUserID = effectiveUserID
        self.interfaces = interfaces
    }

    /// This process on this machine, with `environment` as its variables (TZ included).
    public static func current(environment: [String: String]) -> PlatformEnvironment {
        let zone = environment["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) }
        return PlatformEnvironment(
            launchDate: Date(),
            timeZone: zone ?? .current,
            environment: environment,
            realUserID: getuid(),
            effectiveUserID: geteuid(),
            interfaces: { NetworkInterface.system() }
        )
    }
}
