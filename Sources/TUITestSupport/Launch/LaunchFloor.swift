/// What an app's launch is set beside: the least a program on ncursesw does to show a frame,
/// started the same way in the same pseudo-terminal, so the ratio of the two says what the
/// app adds whatever the machine's load (docs/testing.md, "Launch against the floor").
public struct LaunchFloor: Sendable {
    /// How a floor shows it is on screen.
    public enum Shown: Sendable {
        /// The text is on the screen.
        case text(String)
        /// The bytes have arrived (a clear-screen sequence).
        case output([UInt8])
    }

    /// Where the floor's executable is.
    public enum Program: Sendable {
        /// A path, or a name looked up in `PATH`.
        case path(String)
        /// A program of the package, built beside the tests (`AppUnderTest.path()`).
        case built(AppUnderTest)
    }

    /// What the messages and the baseline call it.
    public var name: String
    public var program: Program
    public var shown: Shown
    /// Typed to end it once it has shown; nil for a program that ends by itself.
    public var quit: String?

    public init(name: String, program: Program, shown: Shown, quit: String?) {
        self.name = name
        self.program = program
        self.shown = shown
        self.quit = quit
    }

    /// ncurses' own `clear` (ncurses-bin, on every system with the library): it sets up the
    /// terminal from terminfo and writes the clear-screen sequence. C, no Swift runtime.
    public static let ncursesClear = LaunchFloor(
        name: "clear", program: .path("clear"), shown: .output(Array("\u{1B}[2J".utf8)), quit: nil)

    /// A Swift program on ncursesw alone that draws `text` and waits for a key (the
    /// showcase's `launch-floor`).
    public static func swiftProgram(_ program: AppUnderTest, showing text: String, quit: String = "q") -> LaunchFloor {
        LaunchFloor(name: program.executable, program: .built(program), shown: .text(text), quit: quit)
    }

    /// The executable's path or name.
    func executable() throws -> String {
        switch program {
        case .path(let path): path
        case .built(let app): try app.path()
        }
    }
}
