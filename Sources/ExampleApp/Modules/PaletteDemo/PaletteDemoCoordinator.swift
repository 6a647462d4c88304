import TUIKit

/// Opens the palette with the demo's own commands, each declared in one line.
@MainActor
final class PaletteDemoCoordinator {
    weak var router: (any CommandPaletteRouter)?

    func showPalette(with items: [PaletteDemoViewModel.Item]) {
        let group = R.string.paletteDemo.group()
        router?.showCommandPalette(
            adding: items.map { item in PaletteCommand(item.title, group: group, action: item.run) })
    }
}
