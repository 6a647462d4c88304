/// Opens the window's command palette from a screen, with the screen's own commands listed
/// first: what a coordinator holds, as it holds a `ToastRouter`.
@MainActor
public protocol CommandPaletteRouter: AnyObject {
    func showCommandPalette(adding commands: [PaletteCommand])
}

extension ScreenController: CommandPaletteRouter {
    /// Opens the palette of the window this screen is in; a screen in no window shows nothing.
    public func showCommandPalette(adding commands: [PaletteCommand]) {
        window?.commandPalette.open(adding: commands)
    }
}
