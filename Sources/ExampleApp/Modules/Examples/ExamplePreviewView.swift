import TUIKit

/// What the selected demo is, beside the list on a wide terminal: its title, its section,
/// what it shows and the link that opens it.
struct ExamplePreviewView: View {
    let demo: CatalogEntry

    func render(in area: Rect, frame: Frame) {
        let description = Paragraph(demo.subtitle(), style: frame.context.style(R.color.text.primary))
        // Title and section, a blank line, the description, a blank line, the link.
        let parts = Layout.vertical(
            .length(1), .length(1), .length(1), .length(1), .length(description.height(forWidth: area.width)),
            .length(1), .length(1)
        ).split(area)
        let (title, section, body, link) = (parts[1], parts[2], parts[4], parts[6])
        frame.render(
            Label(
                "\(frame.context.text(demo.icon)) \(demo.title())",
                style: frame.context.style(R.color.text.accent, text: TextStyle([.bold]))),
            in: title)
        if let sectionTitle = demo.section?.title() {
            frame.render(Label(sectionTitle, style: frame.context.style(R.color.text.secondary)), in: section)
        }
        frame.render(description, in: body)
        frame.render(
            Label(
                "\(AppIdentity.app.urlScheme)://examples/\(demo.id)", style: frame.context.style(R.color.text.secondary)
            ),
            in: link)
    }
}
