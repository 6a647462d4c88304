import Storage
import TUIKit
import XCTest

@testable import ExampleApp

/// The catalog a keymap is checked against at launch (`AppKeymap.catalog`) is what the
/// views declare: each screen it covers is opened as a person reaches it, and the ids in
/// force there, their default keys and the shown bindings are compared with it.
@MainActor
final class KeymapCatalogTests: XCTestCase {
    /// Every covered screen, in each state whose bindings differ.
    private let visits: [(AppRoute, [String])] = [
        (.examples, []), (.components, []), (.settings, []), (.logs, []), (.logs, ["tab"]), (.logs, ["3"]),
        (.logs, ["4"]), (.logs, ["/"]), (.example("keys"), []), (.examples, ["?"]),
    ]

    private func chains(size: Size) throws -> [(String, [KeyBinding])] {
        try visits.map { route, keys in
            let pilot = try FrameRenderer.pilot(
                for: FrameRenderer.Request(
                    route: route, size: size,
                    options: LaunchOptions(language: .en, directories: .temporaryForTest()),
                    keys: keys.map { KeyNames.parse($0)! }))
            return ("\(route.url) after \(keys)", pilot.run { pilot.window.keyBindings })
        }
    }

    /// Each scope's slots, over every state the catalog lists it in.
    private var catalog: [String: [KeyBinding.Slot]] {
        Dictionary(AppKeymap.catalog.map { ($0.scope.name, $0.slots) }, uniquingKeysWith: +)
    }

    func testEveryIDInForceIsInTheCatalogWithItsDefaultKeys() async throws {
        for size in [Size(width: 80, height: 24), Size(width: 140, height: 40)] {
            for (place, chain) in try chains(size: size) {
                for binding in chain {
                    guard let scope = binding.scope?.name else { continue }
                    for slot in binding.slots {
                        let entry = try XCTUnwrap(
                            catalog[scope], "\(place): scope \(scope) of \(slot.id) is not in the catalog")
                        let declared = entry.first { $0.id == slot.id }
                        XCTAssertEqual(
                            declared.map { Set($0.keys) }, Set(slot.keys),
                            "\(place): \(scope) \(slot.id) \(slot.keys.map(KeyNames.name(of:)))")
                    }
                }
            }
        }
    }

    func testEveryShownBindingOfACataloguedScopeHasAnID() async throws {
        for (place, chain) in try chains(size: Size(width: 140, height: 40)) {
            for binding in chain {
                guard let scope = binding.scope?.name, catalog[scope] != nil else { continue }
                let shown = [binding].shownInHints.first
                guard let shown, !shown.label.isEmpty else { continue }
                XCTAssertFalse(binding.slots.isEmpty, "\(place): \(scope) shows \"\(shown.hint)\" without an id")
            }
        }
    }

    func testIDsAreUniqueWithinEachScope() async throws {
        for (place, chain) in try chains(size: Size(width: 100, height: 30)) {
            var seen: [String: Set<KeyBinding.ID>] = [:]
            for binding in chain {
                let scope = binding.scope?.name ?? ""
                for slot in binding.slots {
                    XCTAssertTrue(
                        seen[scope, default: []].insert(slot.id).inserted, "\(place): \(slot.id) twice in \(scope)")
                }
            }
        }
        for scope in AppKeymap.catalog {
            let ids = scope.slots.map(\.id)  // within one state
            XCTAssertEqual(ids.count, Set(ids).count, "the catalog's \(scope.scope.name) names an id twice")
        }
    }
}
