import AppSupport
import Foundation
import Storage
import TUIKit

/// The storage viewer: every store with its entries' keys, expiry countdowns and sizes.
/// Values are never read; a secret store's are shown as dots. While a countdown runs the
/// view asks for a frame each second; with nothing to expire it asks for none.
struct LogsStorageView: View {
    let viewModel: LogsViewModel
    let scroll: StateBox<ScrollState>

    private enum Line {
        case store(String, count: Int, secret: Bool)
        case entry(StorageInspectionEntry, secret: Bool)
        case empty
    }

    func render(in area: Rect, frame: Frame) {
        guard viewModel.tools.isAvailable else {
            frame.render(LogsEmptyView(text: R.string.logs.consoleStorageUnavailable()), in: area)
            return
        }
        let inspected = viewModel.storage.inspected()
        guard !inspected.isEmpty else {
            frame.render(LogsEmptyView(text: R.string.logs.storageNone()), in: area)
            return
        }
        var lines: [Line] = []
        for (store, entries) in inspected {
            let name = store.inspectionName + (store.inspectionKeychainBackend.map { " (\(Self.name(of: $0)))" } ?? "")
            lines.append(.store(name, count: entries.count, secret: store.holdsSecrets))
            lines += entries.isEmpty ? [.empty] : entries.map { .entry($0, secret: store.holdsSecrets) }
        }
        let now = viewModel.storage.now()
        let scrollView = ScrollView(rowCount: lines.count, state: Binding(scroll, \.value)) {
            index, rect, canvas, frame in
            let row = rect.inset(by: EdgeInsets(left: 1, right: 1))
            switch lines[index] {
            case .store(let name, let count, let secret):
                let title =
                    R.string.logs.storageStore(name, count) + (secret ? " · " + R.string.logs.storageSecret() : "")
                Label(title, style: frame.context.style(R.color.text.accent, text: TextStyle([.bold])))
                    .render(in: row, frame: frame)
            case .entry(let entry, let secret):
                let value = [
                    Self.expiry(entry.expiresAt, now: now),
                    entry.size.map(LogsRowFormatter.size) ?? "",
                    secret ? "••••••" : "",
                ].filter { !$0.isEmpty }.joined(separator: " · ")
                let (keyArea, valueArea) = row.columns(
                    .fill, .length(min(value.cellWidth, row.width / 2)), spacing: 1)
                Label(value, style: frame.context.style(R.color.text.secondary), alignment: .trailing)
                    .render(in: valueArea, frame: frame)
                Label(entry.key, style: frame.context.style(R.color.text.primary))
                    .render(in: keyArea.inset(by: EdgeInsets(left: 2)), frame: frame)
            case .empty:
                Label(R.string.logs.storageEmpty(), style: frame.context.style(R.color.text.secondary))
                    .render(in: row.inset(by: EdgeInsets(left: 2)), frame: frame)
            }
        }
        frame.render(scrollView, in: area)
        let counting = inspected.contains { $0.entries.contains { ($0.expiresAt ?? .distantPast) > now } }
        if counting { frame.requestFrame(after: .seconds(1)) }
    }

    /// "expires in 4m 59s", "expired", or "never expires".
    /// Where a keychain keeps its secrets, in the app's language.
    static func name(of backend: KeychainBackend) -> String {
        switch backend {
        case .secretService: R.string.logs.storageBackendSecretService()
        case .encryptedFiles: R.string.logs.storageBackendEncryptedFiles()
        }
    }

    static func expiry(_ date: Date?, now: Date) -> String {
        guard let date else { return R.string.logs.storageNever() }
        let interval = date.timeIntervalSince(now)
        guard interval > 0 else { return R.string.logs.storageExpired() }
        // The same countdown as the Cache demo's, in the user's language.
        return R.string.logs.storageExpiresIn(CountdownText.text(interval))
    }
}
