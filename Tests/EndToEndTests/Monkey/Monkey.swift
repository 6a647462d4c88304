/// Random input a user (or a cat on the keyboard) could give a terminal app: keys, SGR mouse
/// clicks and wheel turns, bracketed pastes and resizes, drawn from a seeded generator so
/// a run that failed can be replayed with its seed.
///
/// Never `q`, Ctrl-C or Ctrl-Z typed as keys: those end or stop the app, which the test
/// does on purpose after the storm. (Inside a paste they are text, and do appear.)
struct Monkey {
    /// One thing the monkey does.
    enum Action: Equatable {
        case key([UInt8])
        case click([UInt8])
        case wheel([UInt8])
        case paste([UInt8])
        case resize(rows: Int, columns: Int)

        /// The bytes typed at the terminal; none for a resize.
        var bytes: [UInt8] {
            switch self {
            case .key(let bytes), .click(let bytes), .wheel(let bytes), .paste(let bytes): bytes
            case .resize: []
            }
        }
    }

    private var generator: SplitMix64
    /// Burst lengths come from a generator of their own, so a seed types the same actions
    /// however they are grouped (the first monkey typed them one at a time).
    private var bursts: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
        bursts = SplitMix64(seed: ~seed)
    }

    static let keys: [String] = {
        let letters = "abcdefghijklmnoprstuvwxyz0123456789 -_=+/.,;:'\"!?@#*()[]{}<>ABCDEFGHIJKLMNOPRSTUVWXYZ"
        let text = letters.map(String.init) + ["é", "ж", "ф", "日", "😀", "e\u{301}"]
        let escape = "\u{1B}"
        let named = [
            "\r", "\t", "\u{7F}", escape, escape + "[A", escape + "[B", escape + "[C", escape + "[D", escape + "[H",
            escape + "[F", escape + "[1~", escape + "[4~", escape + "[5~", escape + "[6~", escape + "[3~",
            escape + "[2~", escape + "[Z", escape + "[1;5D", escape + "[1;5C", escape + "[1;3D", escape + "[1;3C",
            escape + "OP", escape + "OQ", escape + "OR", escape + "OS", escape + "[15~", escape + "[17~",
            escape + "[18~", escape + "[19~", escape + "[20~", escape + "[21~", escape + "[23~", escape + "[24~",
            escape + "[I", escape + "[O", escape + "x", escape + "1",
        ]
        // Control keys, minus Ctrl-C (quit), Ctrl-Z (suspend), Ctrl-Q and Ctrl-S (flow
        // control) and ESC (above, on its own).
        let controls = (1...31).filter { ![3, 17, 19, 26, 27].contains($0) }.map { String(UnicodeScalar(UInt8($0))) }
        return text + named + controls
    }()

    /// The next action on a terminal of `rows`×`columns`.
    mutating func next(rows: Int, columns: Int) -> Action {
        switch generator.next(below: 100) {
        case 0..<55: .key(Array(Self.keys[generator.next(below: Self.keys.count)].utf8))
        case 55..<70: .click(click(rows: rows, columns: columns))
        case 70..<80: .wheel(wheel(rows: rows, columns: columns))
        case 80..<90: .paste(paste())
        default: resize()
        }
    }

    /// How many actions make the next burst: typed back to back, before the test checks
    /// that the app read them and still draws.
    mutating func burstLength() -> Int {
        1 + bursts.next(below: 12)
    }

    /// A press and a release (left or right button) at a cell, sometimes just off the screen.
    private mutating func click(rows: Int, columns: Int) -> [UInt8] {
        let x = 1 + generator.next(below: columns + 2)
        let y = 1 + generator.next(below: rows + 2)
        let button = generator.next(below: 4) == 0 ? 2 : 0
        return Array("\u{1B}[<\(button);\(x);\(y)M\u{1B}[<\(button);\(x);\(y)m".utf8)
    }

    private mutating func wheel(rows: Int, columns: Int) -> [UInt8] {
        let x = 1 + generator.next(below: columns)
        let y = 1 + generator.next(below: rows)
        let button = 64 + generator.next(below: 2)
        return Array(String(repeating: "\u{1B}[<\(button);\(x);\(y)M", count: 1 + generator.next(below: 5)).utf8)
    }

    /// A bracketed paste of plain text, control characters, invalid UTF-8, or a very long text.
    private mutating func paste() -> [UInt8] {
        var body: [UInt8]
        switch generator.next(below: 4) {
        case 0: body = Array("pasted text, café, запрос 😀\nsecond line\r\tend".utf8)
        case 1:
            // Every control character but ESC, which would end the paste early.
            body = (0..<40).map { _ in UInt8(generator.next(below: 32)) }.map { $0 == 0x1B ? 0x07 : $0 }
        case 2: body = [0xFF, 0xFE, 0xC3, 0x28, 0xE2, 0x82, 0x41, 0xF0, 0x9F, 0x98, 0xC0, 0x80, 0xED, 0xA0, 0x80]
        default:
            let length = 10_000 + generator.next(below: 40_000)
            body = Array(String(repeating: "long paste line \u{2014} ", count: length / 20).utf8)
        }
        return Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8)
    }

    /// From 1×1 up to 100 rows by 300 columns, small sizes as likely as large ones.
    private mutating func resize() -> Action {
        switch generator.next(below: 3) {
        case 0: .resize(rows: 1 + generator.next(below: 4), columns: 1 + generator.next(below: 8))
        case 1: .resize(rows: 5 + generator.next(below: 30), columns: 10 + generator.next(below: 110))
        default: .resize(rows: 30 + generator.next(below: 71), columns: 100 + generator.next(below: 201))
        }
    }
}
