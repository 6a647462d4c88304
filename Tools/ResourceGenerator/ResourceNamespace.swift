/// A resource of a namespace, as `R.<kind>.<namespace>.<name>` accesses it.
struct NamedResource<Value: Equatable>: Equatable {
    var name: String
    var identifier: String
    var line: Int
    var value: Value
}

/// A namespace of a JSON resource file (`text` in Colors.json, `ic16` in Icons.json).
struct ResourceNamespace<Value: Equatable>: Equatable {
    var name: String
    var identifier: String
    var line: Int
    /// Sorted by name.
    var entries: [NamedResource<Value>]

    /// Reads `{ "<namespace>": { "<name>": <value> } }` from a JSON file, reading each value
    /// with `value` (given the value and its `namespace.name` for messages). Throws every
    /// problem found: bad JSON, a namespace that isn't an object, a bad value, or two
    /// namespaces (or names of one namespace) that become the same Swift name.
    static func parseFile(
        _ text: String, file: String, value readValue: (JSONValue, String) throws -> Value
    ) throws -> [ResourceNamespace] {
        let root = try JSONParser.parse(text, file: file)
        let namespaceMembers = try root.members(file: file, what: "the top level (namespaces)")
            .sorted { $0.key < $1.key }
        var diagnostics: [Diagnostic] = []
        let namespaceIdentifiers =
            try DiagnosticList.collect(into: &diagnostics) {
                try SwiftIdentifier.identifiers(
                    for: namespaceMembers.map {
                        SwiftIdentifier.Source(name: $0.key, file: file, line: $0.line)
                    },
                    kind: "namespace")
            } ?? namespaceMembers.map { _ in "" }
        var namespaces: [ResourceNamespace] = []
        for (member, identifier) in zip(namespaceMembers, namespaceIdentifiers) {
            let members = try DiagnosticList.collect(into: &diagnostics) {
                try member.value.members(file: file, what: "namespace '\(member.key)'")
            }
            guard let members else { continue }
            let sorted = members.sorted { $0.key < $1.key }
            let identifiers =
                try DiagnosticList.collect(into: &diagnostics) {
                    try SwiftIdentifier.identifiers(
                        for: sorted.map { SwiftIdentifier.Source(name: $0.key, file: file, line: $0.line) },
                        kind: "name")
                } ?? sorted.map { _ in "" }
            if identifier == "all" {
                diagnostics.append(
                    Diagnostic(
                        file: file, line: member.line,
                        "namespace 'all' is taken: the generated 'all' lists every entry; rename it"))
            }
            var entries: [NamedResource<Value>] = []
            for (entry, entryIdentifier) in zip(sorted, identifiers) {
                let path = "\(member.key).\(entry.key)"
                let value = try DiagnosticList.collect(into: &diagnostics) {
                    try readValue(entry.value, path)
                }
                if let value {
                    entries.append(
                        NamedResource(
                            name: entry.key, identifier: entryIdentifier, line: entry.line, value: value))
                }
            }
            namespaces.append(
                ResourceNamespace(
                    name: member.key, identifier: identifier, line: member.line, entries: entries))
        }
        try DiagnosticList.throwIfAny(diagnostics)
        return namespaces
    }
}
