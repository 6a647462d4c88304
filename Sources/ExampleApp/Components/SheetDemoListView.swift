import TUIKit

/// The screen beneath a sheet demo: what it shows, a row per way to open a sheet, the
/// binding's value as it changes, and the hint line.
struct SheetDemoListView: View {
    let intro: String
    let titles: [String]
    let selection: Binding<ListSelection>
    /// The binding's value, as the demo spells it.
    let state: String
    let onOpen: @MainActor (Int) -> Void

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let intro = Paragraph(intro, style: frame.context.style(R.color.text.secondary))
        let layout = Layout.vertical(.length(intro.height(forWidth: body.width - 2)), .length(titles.count), .length(1))
            .spacing(1)
        // The same rows, padded for the texts; the list takes the whole width.
        let listArea = layout.split(body)[1]
        let text = layout.margin(EdgeInsets(horizontal: 1)).split(body)
        frame.render(intro, in: text[0])
        frame.render(
            ListView(rows: titles.map { ListView.Row(title: $0) }, selection: selection, onActivate: onOpen),
            in: listArea)
        frame.render(Label(state, style: frame.context.style(R.color.text.accent)), in: text[2])
        frame.render(KeyHintsView(), in: hintArea)
    }
}
