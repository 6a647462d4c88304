import TUIKit

/// The screens the Home tab lists, in list order, each at `exampletui://home/<id>`.
/// `make module NAME=<Name>` adds its entry at the marker line.
enum HomeCatalog {
    static let entries: [CatalogEntry] = [
        // make module: home
    ]

    /// Route ids, as `AppRoute` accepts them.
    static var ids: [String] { entries.map(\.id) }

    static func entry(id: String) -> CatalogEntry? {
        entries.first { $0.id == id }
    }
}
