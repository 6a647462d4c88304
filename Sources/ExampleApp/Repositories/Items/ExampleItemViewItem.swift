import TUIKit

/// One row of the Network demo's list: what the view shows of an `ExampleItemModel`.
struct ExampleItemViewItem: Sendable, Hashable {
    let title: String
    let subtitle: String

    init(model: ExampleItemModel) {
        title = model.title
        subtitle = model.subtitle
    }

    var row: ListView.Row { ListView.Row(title: title, subtitle: subtitle) }
}
