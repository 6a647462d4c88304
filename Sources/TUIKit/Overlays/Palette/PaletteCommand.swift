/// One command of the command palette (Textual's `Hit`, VS Code's command): what the
/// palette lists and what choosing it does. A declaration is as short as a key binding's:
///
/// ```swift
/// PaletteCommand("Reload the list", group: "Network") { viewModel.reload() }
/// ```
///
/// The app gives its own (routes, settings, themes) through `WindowApplication.paletteCommands`;
/// the palette adds the key bindings in force on the current screen itself.
@MainActor
public struct PaletteCommand {
    /// What the palette lists and matches the query against, in the app's language.
    public let title: String
    /// Where it belongs ("Go to", "Settings"), shown dim at the row's end.
    public let group: String
    /// A key that does the same, shown beside the group ("Ctrl-P"); empty when none.
    public let keyLabel: String
    /// What the recent choices remember it by: the same in every language, so a choice
    /// stays recent after the language changes. Defaults to group and title.
    public let id: String
    /// Runs once the palette has closed.
    public let action: @MainActor () -> Void

    public init(
        _ title: String,
        group: String = "",
        key keyLabel: String = "",
        id: String? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.group = group
        self.keyLabel = keyLabel
        self.id = id ?? (group.isEmpty ? title : group + "/" + title)
        self.action = action
    }
}
