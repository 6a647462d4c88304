import Foundation
import TUIPseudoTerminal
import TUITestSupport
import XCTest

/// The screen-reader mode as a real console screen reader meets it: yasr (Debian's `yasr`)
/// runs the app on a pseudo-terminal of its own, follows the cursor and speaks the text that
/// is written, and its speech goes to a recording synthesizer (`ssip_recorder.py`, Speech
/// Dispatcher's protocol) instead of a voice. What the log holds is what a user hears.
final class ConsoleScreenReaderTests: XCTestCase {
    private var recorder: Process?

    override func tearDown() {
        if let recorder, recorder.isRunning { recorder.terminate() }
    }

    /// What the synthesizer was asked to say, one message a line.
    private struct Speech {
        let log: URL

        var messages: [String] {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line in
                try? JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed) as? String
            }
        }
    }

    /// Starts the recording synthesizer and points yasr at it (`~/.yasr.conf`: Debian's
    /// configuration with the synthesizer's port changed).
    private func startSynthesizer(home: TemporaryHome) throws -> Speech {
        let folder = URL(fileURLWithPath: home.path)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "ssip_recorder.py")
        let portFile = folder.appendingPathComponent("ssip.port")
        let log = folder.appendingPathComponent("speech.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, portFile.path, log.path]
        try process.run()
        recorder = process
        var port: Int?
        for _ in 0..<500 where port == nil {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        let listening = try XCTUnwrap(port, "the recording synthesizer did not start")
        let configuration = try String(contentsOfFile: "/etc/yasr/yasr.conf", encoding: .utf8)
        let lines = configuration.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("synthesizer port=") ? "synthesizer port=127.0.0.1:\(listening)" : String(line)
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("synthesizer=speech dispatcher") }, configuration)
        try lines.joined(separator: "\n").write(
            to: folder.appendingPathComponent(".yasr.conf"), atomically: true, encoding: .utf8)
        return Speech(log: log)
    }

    /// Characters a reader would speak as noise: controls (an escape sequence's remains),
    /// box drawing, blocks, Braille, and the list's and field's ornaments.
    private static func noise(in message: String) -> String {
        String(
            String.UnicodeScalarView(
                message.unicodeScalars.filter { scalar in
                    (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F
                        || (0x2500...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
                        || "›●•…▸▾".unicodeScalars.contains(scalar)
                }))
    }

    /// The screen-reader demo's words in one language.
    private struct Words {
        var locale: String
        var firstRow: String
        var secondRow: String
        /// How the third and fourth rows end when they are focused.
        var thirdRowEnd: String
        var fourthRowEnd: String
        var toast: String
        /// The demo's value line after its first change, and what the end of a load says.
        var value: String
        var loaded: String
        /// Lines that stay as they are through both keys.
        var unchanged: [String]
    }

    func testYasrSpeaksTheFocusAsItMovesAndAToastAndNothingOffTheScreen() throws {
        try readAloud(
            Words(
                locale: "en_US.UTF-8", firstRow: "Screen-reader mode, On, 1 of 4, selected",
                secondRow: "Show a toast, 2 of 4, selected", thirdRowEnd: "3 of 4, selected",
                fourthRowEnd: "4 of 4, selected", toast: "Saved to your profile",
                value: "Value: 1", loaded: "Loading finished",
                unchanged: ["Load again", "Change a value", "Examples 1"]))
    }

    func testYasrSpeaksRussian() throws {
        try readAloud(
            Words(
                locale: "ru_RU.UTF-8", firstRow: "Режим чтения с экрана, Вкл., 1 из 4, выбрано",
                secondRow: "Показать уведомление, 2 из 4, выбрано", thirdRowEnd: "3 из 4, выбрано",
                fourthRowEnd: "4 из 4, выбрано", toast: "Сохранено в профиле",
                value: "Значение: 1", loaded: "Загрузка завершена",
                unchanged: ["Загрузить снова", "Изменить значение", "Примеры 1"]))
    }

    private func readAloud(_ words: Words, file: StaticString = #filePath, line: UInt = #line) throws {
        let home = try TemporaryHome()
        let speech = try startSynthesizer(home: home)
        var environment = home.environment
        environment["TERM"] = "linux"
        environment["EXAMPLE_TUI_SCREEN_READER"] = "1"
        environment["LC_MESSAGES"] = words.locale
        // yasr reads its own options from the arguments, so the mode comes from the environment.
        let terminal = try PseudoTerminal(
            executable: "yasr", arguments: [try AppUnderTest.showcase.path(), "exampletui://examples/screen-reader"],
            environment: environment, rows: 24, columns: 80)
        defer { terminal.close() }
        // Every line the screen showed: what the reader says must be text that was on it.
        var shown = Set<String>()
        func wait(_ description: String, until condition: ([String]) -> Bool) {
            let held = terminal.read(timeout: .seconds(15)) { terminal in
                shown.formUnion(terminal.screen.lines)
                return condition(speech.messages)
            }
            XCTAssertTrue(
                held,
                "yasr never said what \(description):\n" + speech.messages.joined(separator: "\n") + "\n-- screen:\n"
                    + terminal.screen.lines.joined(separator: "\n"), file: file, line: line)
        }
        func said(after count: Int) -> [String] { Array(speech.messages.dropFirst(count)) }

        wait("the demo's focused row says") { $0.contains(words.firstRow) }
        terminal.drain(for: .milliseconds(500))
        var before = speech.messages.count
        try terminal.send("\u{1B}[B")
        wait("the next row says") { _ in said(after: before).contains(words.secondRow) }
        terminal.drain(for: .milliseconds(500))
        for unchanged in words.unchanged {
            XCTAssertFalse(
                said(after: before).contains { $0.contains(unchanged) },
                "a line that did not change was read again: \(said(after: before))", file: file, line: line)
        }

        before = speech.messages.count
        try terminal.send("\r")
        wait("the toast says") { _ in said(after: before).contains { $0.contains(words.toast) } }
        terminal.drain(for: .milliseconds(500))
        // The row the toast came from is left too.
        let secondRowName = String(words.secondRow.prefix { $0 != "," })
        for unchanged in words.unchanged + [secondRowName] {
            XCTAssertFalse(
                said(after: before).contains { $0.contains(unchanged) },
                "the toast read other lines again: \(said(after: before))", file: file, line: line)
        }

        // A value that changes and a load that ends, each said without the focus moving:
        // ↓ to the row (said by its end), then Enter and what it announces.
        for (row, rowEnd, announcement) in [
            ("third", words.thirdRowEnd, words.value), ("fourth", words.fourthRowEnd, words.loaded),
        ] {
            try terminal.send("\u{1B}[B")
            wait("the \(row) row says") { _ in said(after: before).contains { $0.hasSuffix(rowEnd) } }
            before = speech.messages.count
            try terminal.send("\r")
            wait("the \(row) row's Enter says \(announcement)") { _ in said(after: before).contains(announcement) }
        }
        terminal.drain(for: .milliseconds(300))

        let screenText = shown.joined(separator: "\n")
        for message in speech.messages {
            XCTAssertEqual(
                Self.noise(in: message), "", "yasr said noise: \(message.debugDescription)", file: file, line: line)
            for piece in message.split(separator: "\n") {
                let spoken = piece.trimmingCharacters(in: .whitespaces)
                // yasr says "blank" for an empty line.
                guard !spoken.isEmpty, spoken != "blank" else { continue }
                XCTAssertTrue(
                    screenText.contains(spoken), "yasr said what the screen never showed: \(spoken.debugDescription)",
                    file: file, line: line)
            }
        }

        // Back to the examples and quit: the app ends, and yasr with it.
        try terminal.send("\u{1B}")
        terminal.drain(for: .milliseconds(300))
        try terminal.send("q")
        XCTAssertNotNil(
            terminal.waitForExit(timeout: .seconds(10)), "the app did not quit under yasr", file: file, line: line)
    }
}
