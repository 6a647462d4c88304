import Synchronization

/// What one app reads wherever its code runs: its language, its environment's
/// configuration, its log subsystem, its haptics, the executor its tasks prefer. Each
/// module declares the values it keeps here (`AppContextKey`), as SwiftUI's
/// `EnvironmentValues` does, and reads them through its own accessors, so
/// `R.string.common.back()` and `Environments.configuration` answer for the app that
/// asks, and two apps in one process (two test pilots) never see each other's.
///
/// An app runs its code inside `run(_:)`: its window does it for every event, frame and
/// timer, and a `Task` started there inherits it, as task-local values are inherited. Code
/// that runs outside every app (a unit test of one view, a command-line subcommand) reads
/// and writes `AppContext.detached`, whose values are also what an app reads for a key it
/// never set.
public final class AppContext: Sendable {
    /// The context of the app whose code is running now.
    public static var current: AppContext { bound ?? detached }

    /// The context of code that runs outside any app: defaults until something sets them.
    public static let detached = AppContext()

    @TaskLocal private static var bound: AppContext?

    private let values = Mutex<[ObjectIdentifier: any Sendable]>([:])
    /// The language, kept apart from the keyed values: every string a frame shows reads it.
    private let languageStorage = Mutex<Language?>(nil)

    /// The language this app's strings are shown in (`Localization.language`); one the app
    /// never set is the detached context's, else English.
    public var language: Language {
        get {
            if let language = languageStorage.withLock({ $0 }) { return language }
            return self === Self.detached ? .fallback : Self.detached.language
        }
        set { languageStorage.withLock { $0 = newValue } }
    }

    /// A context whose values are their keys' defaults.
    public init() {}

    /// Runs `body` as this context's app: everything it reads through `current`, and every
    /// task and clock timer it starts, belongs to this app.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$bound.withValue(self, operation: body)
    }

    /// This context's value for `key`; one it never set is the detached context's (what the
    /// process set up for every app, such as the command line's log routing), else the key's
    /// default.
    public subscript<Key: AppContextKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            if let value = values.withLock({ $0[id] }) as? Key.Value { return value }
            if self !== Self.detached, let value = Self.detached.values.withLock({ $0[id] }) as? Key.Value {
                return value
            }
            return Key.defaultValue
        }
        set { values.withLock { $0[ObjectIdentifier(key)] = newValue } }
    }

    /// This context's own value for `key`, made by `make` and kept the first time it is
    /// asked for (never the detached context's): for a service each app has one of, such as
    /// its event bus.
    public func value<Value: Sendable>(
        _ key: (some AppContextKey<Value?>).Type, orInsert make: () -> Value
    ) -> Value {
        values.withLock { values in
            if let value = values[ObjectIdentifier(key)] as? Value { return value }
            let value = make()
            values[ObjectIdentifier(key)] = value
            return value
        }
    }
}

/// A value an `AppContext` keeps, with what it reads as until an app sets it.
public protocol AppContextKey<Value> {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
