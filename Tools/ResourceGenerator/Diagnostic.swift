/// A problem in a resource file, printed the way compilers print theirs so that build logs
/// and IDEs point at the line: `path:line: error: message`.
struct Diagnostic: Error, Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String

    init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    var description: String {
        "\(file):\(line): error: \(message)"
    }
}

/// Every problem one step found: the generator reports all of them, not just the first.
struct DiagnosticList: Error, Equatable, CustomStringConvertible {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// The diagnostics `error` carries: itself for a `Diagnostic`, its list for a
    /// `DiagnosticList`; anything else is a bug in the generator and is rethrown.
    static func diagnostics(in error: any Error) throws -> [Diagnostic] {
        switch error {
        case let diagnostic as Diagnostic:
            return [diagnostic]
        case let list as DiagnosticList:
            return list.diagnostics
        default:
            throw error
        }
    }

    /// Runs `body`, moving the diagnostics it throws into `diagnostics`; nil when it threw.
    static func collect<T>(into diagnostics: inout [Diagnostic], _ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch {
            diagnostics += try Self.diagnostics(in: error)
            return nil
        }
    }

    /// Throws the diagnostics gathered so far, if any.
    static func throwIfAny(_ diagnostics: [Diagnostic]) throws {
        if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
    }
}
