import Observation

/// The palette demo: the commands this screen adds to the palette (three, or a thousand
/// samples), and what ran from it.
@MainActor
@Observable
final class PaletteDemoViewModel {
    /// A command the screen offers, as plain values: the coordinator makes palette commands of them.
    struct Item {
        let title: String
        let run: @MainActor () -> Void
    }

    /// How many sample commands the screen adds with `toggleManyCommands()`.
    static let manyCount = 1_000

    private(set) var ran: [String] = []
    private(set) var notes = 0
    private(set) var addsManyCommands = false
    @ObservationIgnored private let coordinator: PaletteDemoCoordinator

    init(coordinator: PaletteDemoCoordinator) {
        self.coordinator = coordinator
    }

    /// The screen's own commands: three, or a thousand numbered samples.
    var items: [Item] {
        if addsManyCommands {
            return (1...Self.manyCount).map { number in
                let title = R.string.paletteDemo.sample(number)
                return Item(title: title) { [weak self] in self?.record(title) }
            }
        }
        return [
            Item(title: R.string.paletteDemo.commandAddNote()) { [weak self] in self?.addNote() },
            Item(title: R.string.paletteDemo.commandClear()) { [weak self] in self?.clear() },
            Item(title: R.string.paletteDemo.commandGreet()) { [weak self] in
                self?.record(R.string.paletteDemo.commandGreet())
            },
        ]
    }

    func openPalette() {
        coordinator.showPalette(with: items)
    }

    func addNote() {
        notes += 1
        record(R.string.paletteDemo.noteAdded(notes))
    }

    func clear() {
        notes = 0
        ran = []
    }

    func toggleManyCommands() {
        addsManyCommands.toggle()
    }

    /// What the status line says of the screen's commands.
    var commandsStatus: String {
        addsManyCommands ? R.string.paletteDemo.statusMany(Self.manyCount) : R.string.paletteDemo.statusFew(3)
    }

    private func record(_ line: String) {
        ran.insert(line, at: 0)
    }
}
