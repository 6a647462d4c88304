import AppSupport
import TUIKit

// The Swift examples of docs/palette.md, compiled (DocumentationCodeTests checks each
// `// docs:` region is the page's code block).

enum PaletteExamples {
    @MainActor
    final class Inbox {
        private(set) var reloads = 0
        private(set) var drafts = 0
        func reload() { reloads += 1 }
        func compose() { drafts += 1 }
    }

    /// An app's own commands: what its `WindowApplication` gives the palette.
    @MainActor
    final class MailApplication: WindowApplication {
        let inbox = Inbox()
        var hotkeys: [KeyBinding] { [] }
        func screenDidAppear(_ controller: ScreenController) {}

        // docs: palette.md
        var paletteCommands: [PaletteCommand] {
            [
                PaletteCommand("Reload the inbox", group: "Mail") { self.inbox.reload() },
                PaletteCommand("Compose a message", group: "Mail", key: "c", id: "mail.compose") {
                    self.inbox.compose()
                },
            ]
        }
        // docs: end
    }

    /// The matcher alone, as the palette uses it.
    static func match() -> [Int]? {
        // docs: palette.md
        let query = FuzzyText("ost", droppingSpaces: true)  // spaces in a query are ignored
        let match = FuzzyMatcher.match(query, in: FuzzyText("Open settings"))
        return match?.positions  // [0, 5, 7]: O, s, t (word starts beat the "st" inside a word)
        // docs: end
    }
}
