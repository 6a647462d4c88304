import Foundation
import Utilities

#if canImport(Glibc)
    import Glibc
#endif

/// What the app reads of the machine it runs on: the wall-clock time at launch, the time
/// zone, the environment variables, the user ids, the network interfaces and the process's
/// memory. `current` reads the real ones; tests and snapshots pass fixed ones, so frames do
/// not depend on the day, the zone or the machine.
public struct PlatformEnvironment: Sendable {
    /// The wall-clock time when the app's clock read zero; now is this plus the clock.
    public var launchDate: Date
    /// The user's time zone. `current` resolves it when it is first read (a date shown or
    /// formatted), not at launch: the main screen shows none.
    public var timeZone: TimeZone {
        get { zone.value }
        set { zone = LazyTimeZone(newValue) }
    }
    /// The zone, resolved on first use (`LazyTimeZone`).
    private(set) var zone: LazyTimeZone
    public var environment: [String: String]
    public var realUserID: UInt32
    public var effectiveUserID: UInt32
    public var interfaces: @Sendable () -> [NetworkInterface]
    /// The process's resident memory in bytes now (the charts demo samples it).
    public var residentMemory: @Sendable () -> Int?

    public init(
        launchDate: Date,
        timeZone: TimeZone,
        environment: [String: String],
        realUserID: UInt32,
        effectiveUserID: UInt32,
        interfaces: @escaping @Sendable () -> [NetworkInterface],
        residentMemory: @escaping @Sendable () -> Int? = { nil }
    ) {
        self.init(
            launchDate: launchDate, zone: LazyTimeZone(timeZone), environment: environment, realUserID: realUserID,
            effectiveUserID: effectiveUserID, interfaces: interfaces, residentMemory: residentMemory)
    }

    init(
        launchDate: Date,
        zone: LazyTimeZone,
        environment: [String: String],
        realUserID: UInt32,
        effectiveUserID: UInt32,
        interfaces: @escaping @Sendable () -> [NetworkInterface],
        residentMemory: @escaping @Sendable () -> Int? = { nil }
    ) {
        self.launchDate = launchDate
        self.zone = zone
        self.environment = environment
        self.realUserID = realUserID
        self.effectiveUserID = effectiveUserID
        self.interfaces = interfaces
        self.residentMemory = residentMemory
    }

    /// This process on this machine, with `environment` as its variables (TZ included). The
    /// time zone is resolved when first read.
    public static func current(environment: [String: String]) -> PlatformEnvironment {
        let variable = environment["TZ"]
        return PlatformEnvironment(
            launchDate: Date(),
            zone: LazyTimeZone { timeZone(variable: variable) },
            environment: environment,
            realUserID: getuid(),
            effectiveUserID: geteuid(),
            interfaces: { NetworkInterface.system() },
            residentMemory: { ResidentMemory.current() }
        )
    }

    /// The zone `TZ` names (`:` before the name allowed, as POSIX has it), else the system's.
    static func timeZone(variable: String?) -> TimeZone {
        let named = variable.flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) }
        return named ?? .current
    }
}
