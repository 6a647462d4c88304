import TUIKit

/// One screen in a tab's list (a catalog), with its route id (`<scheme>://<tab>/<id>`):
/// what the list shows and how the screen is made. `make module` adds one per module.
struct CatalogEntry: Sendable {
    let id: String
    let icon: Icon
    let title: @Sendable () -> String
    let subtitle: @Sendable () -> String
    let makeController: @MainActor @Sendable (AppDependencies) -> ScreenController
    /// The list section it belongs to; nil in a list without sections.
    var section: CatalogSection? = nil
    /// How a link makes the screen when the screen reads the link's query (the tree's
    /// `?path=`); nil when it does not.
    var makeLinkedController: (@MainActor @Sendable (AppDependencies, [String: String]) -> ScreenController)? = nil
}

/// A titled group of entries in a list; entries of one section follow each other.
struct CatalogSection: Sendable, Hashable {
    let id: String
    let title: @Sendable () -> String

    init(id: String, title: @escaping @Sendable () -> String) {
        self.id = id
        self.title = title
    }

    static func == (lhs: CatalogSection, rhs: CatalogSection) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
