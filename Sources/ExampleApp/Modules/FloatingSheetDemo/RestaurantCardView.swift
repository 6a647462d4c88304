import TUICore
import TUIKit

/// A restaurant's floating card: name, cuisine, the booking button and, as the card
/// expands, more of the description; key hints at its bottom.
struct RestaurantCardView: InteractiveView {
    let restaurant: FloatingSheetDemoViewModel.Restaurant
    let viewModel: FloatingSheetDemoViewModel

    func render(in area: Rect, frame: Frame) {
        guard area.height > 0 else { return }
        Label(restaurant.name, style: frame.style(R.color.text.primary, text: R.font.heading.primary))
            .render(in: area.row(0), frame: frame)
        Label(restaurant.cuisine, style: frame.style(R.color.text.secondary))
            .render(in: area.row(1), frame: frame)
        let button = ActionButton(title: R.string.sheetsDemo.bookTable()) { [viewModel, restaurant] in
            viewModel.onBookTableButtonTapped(restaurant: restaurant)
        }
        button.render(in: area.row(3), frame: frame)
        if viewModel.bookedRestaurants.contains(restaurant) {
            let booked = frame.text(R.image.ic16.check) + " " + R.string.sheetsDemo.booked()
            Label(booked, style: frame.style(R.color.text.success))
                .render(
                    in: area.row(3).inset(by: EdgeInsets(left: button.text.cellWidth + 2)), frame: frame)
        }
        // The description fills what the card's state leaves between the button and the
        // hints; a cut one ends on a line of text, where its ellipsis shows.
        let lines = restaurant.description.wrapped(toWidth: area.width)
        var height = min(lines.count, max(0, area.height - 7))
        while height < lines.count, height > 0, lines[height - 1].isEmpty { height -= 1 }
        Paragraph(restaurant.description, style: frame.style(R.color.text.primary))
            .render(
                in: Rect(x: area.x, y: area.y + 5, width: area.width, height: height), frame: frame)
        KeyHintsView(hints: R.string.sheetsDemo.restaurantHint())
            .render(in: area.row(area.height - 1).inset(by: EdgeInsets(left: -1)), frame: frame)
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        viewModel.onBookTableButtonTapped(restaurant: restaurant)
        return true
    }
}
