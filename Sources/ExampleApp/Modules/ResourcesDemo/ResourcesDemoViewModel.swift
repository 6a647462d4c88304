import AppSupport
import Observation

/// Every typed resource as rows: colors with both theme values, icons with their ASCII
/// fallback, text styles on a sample. A row names its resource by its place in `R`'s
/// `all` list; the view reads the value there and draws it.
@MainActor
@Observable
final class ResourcesDemoViewModel {
    enum Row {
        case header(String)
        case color(name: String, index: Int)
        case icon(name: String, index: Int)
        case textStyle(name: String, index: Int)
        case spacer
    }

    var scrollState = ScrollState()

    var rows: [Row] {
        var rows: [Row] = [.header(R.string.resourcesDemo.sectionColors())]
        rows += R.color.all.enumerated().map { .color(name: "\($1.namespace).\($1.name)", index: $0) }
        rows += [.spacer, .header(R.string.resourcesDemo.sectionIcons())]
        rows += R.image.all.enumerated().map { .icon(name: "\($1.namespace).\($1.name)", index: $0) }
        rows += [.spacer, .header(R.string.resourcesDemo.sectionTextStyles())]
        rows += R.font.all.enumerated().map { .textStyle(name: "\($1.namespace).\($1.name)", index: $0) }
        return rows
    }
}
