import AppSupport
import Observation
import TUIKit

/// Every typed resource as rows: colors with both theme values, icons with their ASCII
/// fallback, text styles on a sample.
@MainActor
@Observable
final class ResourcesDemoViewModel {
    enum Row {
        case header(String)
        case color(name: String, value: ColorSet)
        case icon(name: String, value: Icon)
        case textStyle(name: String, value: TextStyle)
        case spacer
    }

    var scrollState = ScrollState()

    var rows: [Row] {
        var rows: [Row] = [.header(R.string.resourcesDemo.sectionColors())]
        rows += R.color.all.map { .color(name: "\($0.namespace).\($0.name)", value: $0.value) }
        rows += [.spacer, .header(R.string.resourcesDemo.sectionIcons())]
        rows += R.image.all.map { .icon(name: "\($0.namespace).\($0.name)", value: $0.value) }
        rows += [.spacer, .header(R.string.resourcesDemo.sectionTextStyles())]
        rows += R.font.all.map { .textStyle(name: "\($0.namespace).\($0.name)", value: $0.value) }
        return rows
    }
}
