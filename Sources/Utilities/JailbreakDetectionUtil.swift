#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The BrightSide twin: signs the process runs with more power than a user gave it or
/// with code injected into it. Each check is false on an ordinary machine for an ordinary
/// user (the template's /bin/bash check is true on every Linux, so it is not here).
public struct JailbreakDetectionUtil: Sendable {
    public enum Finding: String, CaseIterable, Sendable {
        /// The effective user is root.
        case runningAsRoot
        /// Started set-uid: the real and effective users differ.
        case setUID
        /// LD_PRELOAD or LD_AUDIT loads a library into the process before its own.
        case libraryInjection
    }

    public let realUserID: UInt32
    public let effectiveUserID: UInt32
    public let environment: [String: String]

    public init(realUserID: UInt32, effectiveUserID: UInt32, environment: [String: String]) {
        self.realUserID = realUserID
        self.effectiveUserID = effectiveUserID
        self.environment = environment
    }

    /// Checks this process: its user ids and `environment` (the app passes its own).
    public static func current(environment: [String: String]) -> JailbreakDetectionUtil {
        JailbreakDetectionUtil(realUserID: getuid(), effectiveUserID: geteuid(), environment: environment)
    }

    /// Every check that fired, in the order of `Finding.allCases`.
    public var findings: [Finding] {
        Finding.allCases.filter(isDetected)
    }

    /// True when no check fired: the template's `BrightSide.isBright()`.
    public var isBright: Bool {
        findings.isEmpty
    }

    public func isDetected(_ finding: Finding) -> Bool {
        switch finding {
        case .runningAsRoot:
            return effectiveUserID == 0
        case .setUID:
            return realUserID != effectiveUserID
        case .libraryInjection:
            return ["LD_PRELOAD", "LD_AUDIT"].contains { !(environment[$0] ?? "").isEmpty }
        }
    }
}
