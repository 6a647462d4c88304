import AppSupport
import Observation

/// The help screen's state: where it is scrolled, and what the keymap file says.
@MainActor
@Observable
final class KeyHelpViewModel {
    var scroll = ScrollState()
    @ObservationIgnored private let settings: AppSettings

    init(settings: AppSettings) {
        self.settings = settings
    }

    /// Where the keymap file is (or would be), and whether it is read.
    var fileLine: String {
        let path = settings.keymapPath ?? AppKeymap.fileName
        return settings.keymapFileExists ? R.string.common.keysFile(path) : R.string.common.keysFileNone(path)
    }

    /// The keymap's problems in one line (the first, and how many); nil without any.
    var problemsLine: String? { AppKeymap.problemsLine(settings.keymapProblems) }
}
