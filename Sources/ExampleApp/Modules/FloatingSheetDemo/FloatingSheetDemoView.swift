import TUICore
import TUIKit

/// The list the restaurant cards float over; it stays live beneath them.
struct FloatingSheetDemoView: InteractiveView {
    let viewModel: FloatingSheetDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1)).divided(bottom: 1)
        let text = body.inset(by: EdgeInsets(horizontal: 1))
        let intro = Paragraph(R.string.sheetsDemo.floatingIntro(), style: frame.style(R.color.text.secondary))
        let introHeight = intro.height(forWidth: text.width)
        intro.render(in: text.divided(top: introHeight).slice, frame: frame)
        let rows = FloatingSheetDemoViewModel.Restaurant.allCases.map { restaurant in
            ListView.Row(
                title: restaurant.name,
                subtitle: restaurant.cuisine,
                value: viewModel.bookedRestaurants.contains(restaurant) ? frame.text(R.image.ic16.check) : nil
            )
        }
        ListView(rows: rows, state: viewModel.listState) { viewModel.onRestaurantSelected(at: $0) }
            .render(in: body.inset(by: EdgeInsets(top: introHeight + 1)), frame: frame)
        KeyHintsView(hints: R.string.sheetsDemo.floatingHint()).render(in: hintArea, frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        viewModel.listState.handle(key, activate: viewModel.onOpenSelectedRestaurant)
    }
}
