import TUIKit

/// The list the restaurant cards float over; it stays live beneath them.
struct FloatingSheetDemoView: View {
    let viewModel: FloatingSheetDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "restaurants.open", R.string.common.bindingOpen()) {
                viewModel.onOpenSelectedRestaurant()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let (_, body, hintArea) = area.rows(.length(1), .fill, .length(1))
        let intro = Paragraph(R.string.sheetsDemo.floatingIntro(), style: frame.context.style(R.color.text.secondary))
        let layout = Layout.vertical(.length(intro.height(forWidth: body.width - 2)), .fill).spacing(1)
        // The same rows, padded for the intro; the list takes the whole width.
        let listArea = layout.split(body)[1]
        frame.render(intro, in: layout.margin(EdgeInsets(horizontal: 1)).split(body)[0])
        let rows = viewModel.restaurantItems.map { item in
            ListView.Row(
                title: item.name, subtitle: item.cuisine,
                value: item.isBooked ? frame.context.text(R.image.ic16.check) : nil)
        }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.onRestaurantSelected(at: $0) },
            in: listArea)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
