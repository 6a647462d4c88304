import ExampleApp
import Foundation
import Synchronization
import Utilities

extension PlatformEnvironment {
    /// A machine fixed in time and place: Moscow, November 11, 2025, 14:05 at launch, an
    /// ordinary user, a plain environment, no VPN and 48 MiB in memory, unless told otherwise.
    static func fixed(
        year: Int = 2025, month: Int = 11, day: Int = 11, hour: Int = 14, minute: Int = 5,
        timeZone: String = "Europe/Moscow",
        environment: [String: String] = ["PATH": "/usr/bin"],
        userIDs: (real: UInt32, effective: UInt32) = (1000, 1000),
        interfaces: [NetworkInterface] = [
            NetworkInterface(name: "lo", isUp: true), NetworkInterface(name: "eth0", isUp: true),
        ],
        residentMemory: @escaping @Sendable () -> Int? = { 48 << 20 }
    ) -> PlatformEnvironment {
        let zone = TimeZone(identifier: timeZone)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let launch = calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
        return PlatformEnvironment(
            launchDate: launch, timeZone: zone, environment: environment, realUserID: userIDs.real,
            effectiveUserID: userIDs.effective, interfaces: { interfaces }, residentMemory: residentMemory)
    }
}

/// Memory readings that go through `mebibytes` in turn, one a reading, then start over: a
/// process whose memory rises and falls the same way in every run.
func memoryReadings(_ mebibytes: [Double]) -> @Sendable () -> Int? {
    let next = Mutex(0)
    return {
        let index = next.withLock { index in
            defer { index += 1 }
            return index
        }
        return Int(mebibytes[index % mebibytes.count] * 1_048_576)
    }
}
