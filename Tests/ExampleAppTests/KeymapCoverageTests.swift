import Storage
import XCTest

@testable import ExampleApp
@testable import TUIKit

/// Every key binding the showcase declares has a stable id, so a keymap reaches it: each
/// route is opened (and the overlays a person opens from the demos), and every binding in
/// force that sets off on keys must name each of its keys under an id, which the launch
/// check (`AppKeymap.catalog`) knows with the same default keys.
@MainActor
final class KeymapCoverageTests: XCTestCase {
    /// Every route, and the states whose bindings differ: overlays opened, a picker shown.
    private var visits: [(AppRoute, [String])] {
        AppRoute.all.map { ($0, []) } + [
            (.example("alerts"), ["enter"]), (.example("bottom-sheet"), ["enter"]),
            (.example("multiple-bottom-sheets"), ["enter"]), (.example("floating-sheet"), ["enter"]),
            (.example("toasts"), ["enter"]), (.examples, [":"]), (.example("markdown"), ["p"]),
            (.example("markdown"), ["t"]), (.example("table"), ["/"]), (.example("tree"), ["/"]),
            (.component("buttons"), ["c"]), (.example("navigation"), ["enter"]),
        ]
    }

    private struct Gathered {
        let place: String
        let bindings: [KeyBinding]
    }

    /// The chain in force after each visit, and the bindings of the overlays it shows.
    private func gather(size: Size) throws -> [Gathered] {
        try visits.map { route, keys in
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: route, size: size,
                    options: LaunchOptions(language: .en, directories: .temporaryForTest()),
                    keys: keys.map { KeyNames.parse($0)! }))
            let bindings = pilot.run {
                let window = pilot.window
                let overlays = window.overlays.shown.flatMap { window.applyKeymap(to: $0.bindings, scope: $0.keyScope) }
                let palette = window.openCommandPalette.map { palette in
                    let overlay = CommandPaletteOverlay(palette: palette)
                    return window.applyKeymap(to: overlay.bindings, scope: overlay.keyScope)
                }
                return (palette ?? []) + overlays + window.keyBindings
            }
            return Gathered(place: "\(route.url) after \(keys)", bindings: bindings)
        }
    }

    func testEveryKeyOfEveryBindingInForceIsUnderAnID() async throws {
        var unnamed: [String] = []
        for gathered in try gather(size: Size(width: 100, height: 30)) {
            for binding in gathered.bindings {
                let named = Set(binding.slots.flatMap(\.keys))
                let loose = binding.dispatchKeys.filter { !named.contains($0) }
                guard !loose.isEmpty else { continue }
                unnamed.append(
                    "\(gathered.place): \(binding.scope?.name ?? "?") \"\(binding.label) \(binding.description)\" "
                        + loose.map(KeyNames.name(of:)).joined(separator: " "))
            }
        }
        XCTAssertEqual(unnamed, [], "bindings with keys under no id:\n" + unnamed.joined(separator: "\n"))
    }

    /// The launch check knows each id where it is in force, with its default keys (by their
    /// names, as the catalog and a keymap write them); the message lists what the catalog
    /// lacks as catalog lines.
    func testTheCatalogHasEveryIDInForce() async throws {
        let catalog = Dictionary(AppKeymap.catalog.map { ($0.scope.name, $0.slots) }, uniquingKeysWith: +)
        var missing: [String: [String]] = [:]
        for gathered in try gather(size: Size(width: 100, height: 30)) {
            for binding in gathered.bindings {
                let scope = binding.scope?.name ?? "?"
                for slot in binding.slots {
                    let names = Set(slot.keys.map(KeyNames.name(of:)))
                    let known =
                        catalog[scope]?.contains { $0.id == slot.id && Set($0.keys.map(KeyNames.name(of:))) == names }
                        ?? false
                    guard !known else { continue }
                    var ordered: [String] = []
                    for key in slot.keys where !ordered.contains(KeyNames.name(of: key)) {
                        ordered.append(KeyNames.name(of: key))
                    }
                    let keys = ordered.map { "\"\($0)\"" }.joined(separator: ", ")
                    let line = "(\"\(slot.id)\", [\(keys)])"
                    if !(missing[scope]?.contains(line) ?? false) { missing[scope, default: []].append(line) }
                }
            }
        }
        let lines = missing.keys.sorted().map { "scope(\"\($0)\", \(missing[$0]!.joined(separator: ", ")))," }
        XCTAssertEqual(lines, [], "not in AppKeymap.catalog:\n" + lines.joined(separator: "\n"))
    }

    /// No scope of the catalog is left over from a view that is gone.
    func testTheCatalogsScopesAreAllReached() async throws {
        var reached: Set<String> = []
        // The split view's keys are in force only where it shows both columns.
        for gathered in try gather(size: Size(width: 100, height: 30)) + gather(size: Size(width: 140, height: 40)) {
            reached.formUnion(gathered.bindings.compactMap(\.scope?.name))
        }
        XCTAssertEqual(Set(AppKeymap.catalog.map(\.scope.name)).subtracting(reached), [])
    }

    /// A keymap that rebinds a demo's id is not reported as naming an unknown one.
    func testAKeymapNamingDemoIDsHasNoProblems() async {
        let keymap = Keymap(
            file: "keymap.toml",
            entries: [
                Keymap.Entry(id: "cache.set", keys: [KeyEvent(.character("S"))], line: 2),
                Keymap.Entry(id: "alert.next", keys: [KeyEvent(.character("n"))], line: 3),
                Keymap.Entry(id: "app.commands", keys: [KeyEvent(.function(2))], line: 4),
            ])
        XCTAssertEqual(keymap.problems(in: AppKeymap.catalog), [])
    }
}
