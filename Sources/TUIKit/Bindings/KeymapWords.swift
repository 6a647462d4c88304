import TUICore

/// The words a keymap's problems are said in (`KeymapProblem.message(in:)`), in the app's
/// language: the app fills them from its string tables; English is the default and what
/// logs keep.
public struct KeymapWords: Sendable {
    public var unreadable: @Sendable () -> String
    public var notUTF8: @Sendable () -> String
    /// toml++'s own words (English) about what is wrong.
    public var notTOML: @Sendable (_ detail: String) -> String
    public var unknownTable: @Sendable (_ key: String) -> String
    public var bindingsNotTable: @Sendable () -> String
    public var noKeys: @Sendable (_ id: String) -> String
    public var keysNotStrings: @Sendable (_ id: String) -> String
    public var notKeyNames: @Sendable (_ id: String) -> String
    /// The key names there are, after what is wrong.
    public var notAKeyName: @Sendable (_ name: String, _ id: String) -> String
    public var unknownID: @Sendable (_ id: String) -> String
    public var unknownIDNear: @Sendable (_ id: String, _ nearest: String) -> String
    /// The ids joined with ", ".
    public var boundTwice: @Sendable (_ key: String, _ scope: String, _ ids: String) -> String
    /// Stands in the ids of `boundTwice` for a key of the scope without an id.
    public var keyWithoutID: @Sendable (_ scope: String) -> String

    public init(
        unreadable: @escaping @Sendable () -> String,
        notUTF8: @escaping @Sendable () -> String,
        notTOML: @escaping @Sendable (String) -> String,
        unknownTable: @escaping @Sendable (String) -> String,
        bindingsNotTable: @escaping @Sendable () -> String,
        noKeys: @escaping @Sendable (String) -> String,
        keysNotStrings: @escaping @Sendable (String) -> String,
        notKeyNames: @escaping @Sendable (String) -> String,
        notAKeyName: @escaping @Sendable (String, String) -> String,
        unknownID: @escaping @Sendable (String) -> String,
        unknownIDNear: @escaping @Sendable (String, String) -> String,
        boundTwice: @escaping @Sendable (String, String, String) -> String,
        keyWithoutID: @escaping @Sendable (String) -> String
    ) {
        self.unreadable = unreadable
        self.notUTF8 = notUTF8
        self.notTOML = notTOML
        self.unknownTable = unknownTable
        self.bindingsNotTable = bindingsNotTable
        self.noKeys = noKeys
        self.keysNotStrings = keysNotStrings
        self.notKeyNames = notKeyNames
        self.notAKeyName = notAKeyName
        self.unknownID = unknownID
        self.unknownIDNear = unknownIDNear
        self.boundTwice = boundTwice
        self.keyWithoutID = keyWithoutID
    }

    public static let english = KeymapWords(
        unreadable: { "cannot be read; the default keys stay" },
        notUTF8: { "is not UTF-8 text; the default keys stay" },
        notTOML: { "not valid TOML (\($0)); the whole file is ignored" },
        unknownTable: { "unknown key \"\($0)\": only the [bindings] table is read" },
        bindingsNotTable: { "\"bindings\" must be a table: [bindings]" },
        noKeys: { "\"\($0)\" has no keys; the defaults stay" },
        keysNotStrings: { "\"\($0)\": every key must be a string" },
        notKeyNames: { "\"\($0)\" must be a key name or an array of them, as \"f11\" or [\"q\", \"ctrl-q\"]" },
        notAKeyName: { "key \"\($0)\" of \"\($1)\" is not a key name (\(KeyNameError(name: $0))); the defaults stay" },
        unknownID: { "unknown id \"\($0)\"" },
        unknownIDNear: { "unknown id \"\($0)\" (did you mean \"\($1)\"?)" },
        boundTwice: { "\"\($0)\" bound twice in \($1): ids \($2); the defaults stay" },
        keyWithoutID: { "a key of \($0) without an id" }
    )

    func message(for kind: KeymapProblem.Kind) -> String {
        switch kind {
        case .unreadable: unreadable()
        case .notUTF8: notUTF8()
        case .notTOML(let detail): notTOML(detail)
        case .unknownTable(let key): unknownTable(key)
        case .bindingsNotTable: bindingsNotTable()
        case .noKeys(let id): noKeys(id)
        case .keysNotStrings(let id): keysNotStrings(id)
        case .notKeyNames(let id): notKeyNames(id)
        case .notAKeyName(let name, let id): notAKeyName(name, id)
        case .unknownID(let id, let nearest): nearest.map { unknownIDNear(id, $0) } ?? unknownID(id)
        case .boundTwice(let key, let scope, let ids, let fixed):
            boundTwice(key, scope, (ids + (fixed ? [keyWithoutID(scope)] : [])).joined(separator: ", "))
        }
    }
}
