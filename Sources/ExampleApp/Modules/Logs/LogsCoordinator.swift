import AppSupport
import Foundation
import Logs
import TUIKit

@MainActor
final class LogsCoordinator {
    weak var router: (NavigationRouter & PresentationRouter & ToastRouter)?
    /// The app behind the panel; nil in `example-tui console`, where the panel reads another
    /// process's store and what needs the app (its settings, stores, session) is not there.
    private let dependencies: AppDependencies?
    private let clipboard: Clipboard
    private let identity: AppIdentity
    /// Ends the console (its Esc); nil in the app, where Esc closes the panel.
    private let quitConsole: (@MainActor () -> Void)?
    /// Hands a link to the running app (the console's deeplink tester, over the app's instance
    /// socket); nil in the app, which routes it itself, and over a bug report.
    private let openLinkInApp: (@MainActor (String) throws -> Void)?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        clipboard = dependencies.clipboard
        identity = dependencies.identity
        quitConsole = nil
        openLinkInApp = nil
    }

    /// The panel in `console`: copying goes through its own terminal, and a link typed in the
    /// Tools goes to the running app through `openLink`; nothing else of an app. The panel is
    /// the whole screen there, so closing it (`quit`) ends the console.
    init(
        consoleClipboard clipboard: Clipboard, identity: AppIdentity,
        openLink: (@MainActor (String) throws -> Void)? = nil, quit: @escaping @MainActor () -> Void
    ) {
        dependencies = nil
        self.clipboard = clipboard
        self.identity = identity
        quitConsole = quit
        openLinkInApp = openLink
    }

    /// Whether an app runs the panel (false in the console).
    var hasApp: Bool { dependencies != nil }

    /// Whether the deeplink tester can open a link: in the app, and in a console that can
    /// reach the running app.
    var opensLinks: Bool { hasApp || openLinkInApp != nil }

    /// Says in a toast that what was asked for needs the app itself (the console has none).
    func showUnavailable() {
        showFailure(R.string.logs.consoleUnavailable())
    }

    /// The record in full; `copy` runs on the detail's `y` (false) and `Y` (true, as curl).
    func showDetail(of record: LogRecord, copy: @escaping @MainActor (_ asCurl: Bool) -> Void) {
        router?.push(
            controller: LogDetailFactory.createLogDetailController(record: record, copy: copy), isAnimated: true)
    }

    /// Esc: the panel goes (in the app), or the console ends.
    func close() {
        if let quitConsole { return quitConsole() }
        router?.dismiss(isAnimated: true, completion: nil)
    }

    /// A success toast; a tap on it (a click, Ctrl-T) runs `onTap` as it hides.
    func showSuccess(_ message: String, onTap: (@MainActor () -> Void)? = nil) {
        showToast(message, style: .success, onTap: onTap)
    }

    /// A warning toast: something the user should know that is not a failure (the console's app quit).
    func showWarning(_ message: String) {
        showToast(message, style: .warning)
    }

    func showFailure(_ message: String) {
        router?.showToast(with: ToastItem(message: message, style: .failure))
    }

    /// Copies `text` through the terminal and says so in a toast: what and how much was
    /// copied, and whether the terminal may not have taken it; or why nothing was copied.
    func copy(_ text: String, saying copied: (String) -> String) {
        switch clipboard.copy(text) {
        case .copied(let bytes, let support):
            let message = copied(LogsRowFormatter.size(bytes))
            Log.debugPanel.info(logEntry: .detailed("Copied to the clipboard", ["bytes": bytes]))
            switch support {
            case .likely, .off: showSuccess(message)
            case .tmux: showToast(R.string.logs.copyTmux(message), style: .warning)
            case .xterm: showToast(R.string.logs.copyXterm(message), style: .warning)
            case .uncertain(let terminal):
                showToast(R.string.logs.copyUncertain(message, terminal), style: .warning)
            }
        case .tooLarge(let bytes):
            showTooLarge(bytes: bytes)
        case .off:
            // The variable that switches copying off, so the toast says how to turn it on.
            showFailure(R.string.logs.copyOff(identity.environmentVariable("OSC52") + "=0"))
        }
    }

    /// Copies a file's text. A file over the cap is not read at all: a week of requests as
    /// HAR may be hundreds of megabytes.
    func copyFile(at url: URL, saying copied: (String) -> String) {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
        if let size, size > ClipboardSequence.maximumTextBytes {
            showTooLarge(bytes: size)
            return
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            showFailure(R.string.logs.exportFailed(url.path))
            return
        }
        copy(text, saying: copied)
    }

    private func showTooLarge(bytes: Int) {
        showFailure(
            R.string.logs.copyTooLarge(
                LogsRowFormatter.size(bytes), LogsRowFormatter.size(ClipboardSequence.maximumTextBytes)))
    }

    /// A toast whose tap (a click, Ctrl-T) runs `onTap` as it hides.
    private func showToast(_ message: String, style: ToastStyle, onTap: (@MainActor () -> Void)? = nil) {
        router?.showToast(with: ToastItem(viewItem: ToastViewItem(style: style, message: message), onTap: onTap))
    }

    /// Writes the session so far with `log` into `<state>/bug-reports` (`BugReportWriter`)
    /// and says where in a toast, or why not.
    func saveBugReport(log: String) {
        guard let dependencies else { return showUnavailable() }
        guard let recording = dependencies.sessionRecording else {
            showFailure(R.string.logs.bugReportFailed("the session is not recorded"))
            return
        }
        do {
            let folder = try dependencies.directories.state().appendingPathComponent("bug-reports", isDirectory: true)
            let url = try BugReportWriter.write(
                recording, log: log, store: dependencies.logStore, launch: dependencies.sessionLaunch,
                identity: dependencies.identity, terminal: dependencies.platform.environment["TERM"] ?? "",
                date: dependencies.now, to: folder)
            Log.debugPanel.info(
                logEntry: .detailed("Bug report saved", ["path": url.path, "events": recording.events.count]))
            showSuccess(R.string.logs.bugReportSaved(url.path))
        } catch {
            Log.debugPanel.error(logEntry: .detailed("Saving a bug report failed", ["error": "\(error)"]))
            showFailure(R.string.logs.bugReportFailed("\(error)"))
        }
    }

    /// A new environment means new services: rebuild the root, with the panel open again.
    func restartApplication() {
        dependencies?.send(.restart(.logs))
    }

    /// In the app, closes the panel and opens `url` as a deeplink; in the console, hands it to
    /// the running app and says so. Throws when it names no place (the panel shows why, before
    /// anything closes), or when the running app could not be reached.
    func openDeepLink(_ url: String) throws {
        _ = try AppRoute(url: url)
        if let dependencies {
            dependencies.send(.openDeepLink(url))
        } else if let openLinkInApp {
            try openLinkInApp(url)
            showSuccess(R.string.logs.consoleDeeplinkSent(url))
        }
    }
}
