import Foundation
import Observation
import TUIKit
import Utilities

/// What a screen does with a link the user chose (the twin of `UIApplication.open(_:)`
/// behind a confirmation): http and https open at once; other schemes after the user
/// confirms; the app's own scheme routes inside the app; with no display the link is shown
/// and copied (OSC 52); a bad link is refused with the reason. `status` says what happened.
@MainActor
@Observable
final class LinkOpening {
    /// The last outcome, for the screen's status row.
    private(set) var status: String?
    /// The link waiting for the user's yes, while the confirmation alert shows.
    private(set) var pending: String?
    @ObservationIgnored private let opener: URLOpener
    @ObservationIgnored private let clipboard: Clipboard
    @ObservationIgnored private let send: @MainActor (AppCommand) -> Void

    init(opener: URLOpener, clipboard: Clipboard, send: @escaping @MainActor (AppCommand) -> Void) {
        self.opener = opener
        self.clipboard = clipboard
        self.send = send
    }

    convenience init(dependencies: AppDependencies) {
        self.init(opener: dependencies.urlOpener, clipboard: dependencies.clipboard) { [weak dependencies] in
            dependencies?.send($0)
        }
    }

    /// Whether the confirmation alert shows. Apart from `pending`: the alert closes itself
    /// (this turns false) before its button's action reads the link.
    var isConfirmationPresented = false

    /// Acts on `url` as `URLOpener.decide(_:)` says.
    func open(_ url: String) {
        switch opener.decide(url) {
        case .open(let url): launch(url)
        case .confirm(let url):
            pending = url
            isConfirmationPresented = true
        case .routeInApp(let url):
            status = R.string.common.styledTextOpened(url)
            send(.openDeepLink(url))
        case .copy(let url):
            _ = clipboard.copy(url)
            status = R.string.common.linkCopied(url)
        case .refuse(let refusal): status = Self.message(for: refusal)
        }
    }

    /// Starts the program for `url` at once (the user asked for it: a mail, a map), through
    /// `$<variable>` or `xdg-open`; without a display the URL is copied instead.
    func openDirectly(_ url: String, variable: String = "BROWSER") {
        if let refusal = URLOpener.refusal(of: url) {
            status = Self.message(for: refusal)
        } else if !opener.hasDisplay {
            _ = clipboard.copy(url)
            status = R.string.common.linkCopied(url)
        } else {
            do {
                try opener.launch(url, variable: variable)
                status = R.string.common.styledTextOpened(url)
            } catch {
                status = R.string.common.linkFailed(Self.describe(error))
            }
        }
    }

    /// Says `message` in the status row (an editor's outcome).
    func report(_ message: String) {
        status = message
    }

    /// The user said yes to the pending link.
    func confirm() {
        guard let url = pending else { return }
        pending = nil
        isConfirmationPresented = false
        launch(url)
    }

    func cancel() {
        pending = nil
        isConfirmationPresented = false
    }

    private func launch(_ url: String) {
        do {
            try opener.launch(url)
            status = R.string.common.styledTextOpened(url)
        } catch let refusal as URLOpener.Refusal {
            status = Self.message(for: refusal)
        } catch {
            status = R.string.common.linkFailed(Self.describe(error))
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case ExternalLauncher.Failure.notFound(let program): "\(program): not found on PATH"
        case ExternalLauncher.Failure.failedToStart(let program, let reason): "\(program): \(reason)"
        default: String(describing: error)
        }
    }

    static func message(for refusal: URLOpener.Refusal) -> String {
        switch refusal {
        case .controlCharacters: R.string.common.linkRefusedControl()
        case .tooLong(let bytes): R.string.common.linkRefusedLong(bytes)
        case .noScheme: R.string.common.linkRefusedNoScheme()
        case .fileScheme: R.string.common.linkRefusedFile()
        }
    }
}
