import TUIKit

/// A restaurant's floating card: name, cuisine, the booking button and, as the card
/// expands, more of the description; key hints at its bottom.
struct RestaurantCardView: View {
    let restaurant: FloatingSheetDemoViewModel.Restaurant
    let viewModel: FloatingSheetDemoViewModel

    /// The card's keys, named in its hint line: they come before the floating sheet's own
    /// hidden Esc, + and -, and do what those do, on the same card.
    var bindings: [KeyBinding] {
        [
            KeyBinding([.enter, .space], id: "restaurant.book", R.string.sheetsDemo.bindingBook()) {
                viewModel.onBookTableButtonTapped(restaurant: restaurant)
            },
            KeyBinding(
                [.character("+"), .character("=")].withShift, id: "restaurant.expand", R.string.sheetsDemo.bindingFull()
            ) {
                viewModel.onExpandCardTapped()
            },
            KeyBinding([.character("-")].withShift, id: "restaurant.collapse", R.string.sheetsDemo.bindingHalf()) {
                viewModel.onCollapseCardTapped()
            },
            KeyBinding([.escape].withShift, id: "restaurant.close", R.string.common.bindingClose()) {
                viewModel.onCloseCardTapped()
            },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        guard area.height > 0 else { return }
        // The description fills what the card's state leaves between the button and the
        // hints; a cut one ends on a line of text, where its ellipsis shows.
        let lines = restaurant.description.wrapped(toWidth: area.width)
        var height = min(lines.count, max(0, area.height - 7))
        while height < lines.count, height > 0, lines[height - 1].isEmpty { height -= 1 }
        let (header, buttonRow, descriptionArea) = area.rows(.length(2), .length(1), .length(height), spacing: 1)
        let (nameArea, cuisineArea) = header.rows(.length(1), .length(1))
        frame.render(
            Label(restaurant.name, style: frame.context.style(R.color.text.primary, text: R.font.heading.primary)),
            in: nameArea
        )
        frame.render(Label(restaurant.cuisine, style: frame.context.style(R.color.text.secondary)), in: cuisineArea)
        let button = ActionButton(title: R.string.sheetsDemo.bookTable()) { [viewModel, restaurant] in
            viewModel.onBookTableButtonTapped(restaurant: restaurant)
        }
        let (buttonArea, bookedArea) = buttonRow.columns(.length(button.text.cellWidth), .fill, spacing: 2)
        frame.render(button, in: buttonArea)
        if viewModel.bookedRestaurants.contains(restaurant) {
            let booked = frame.context.text(R.image.ic16.check) + " " + R.string.sheetsDemo.booked()
            frame.render(Label(booked, style: frame.context.style(R.color.text.success)), in: bookedArea)
        }
        frame.render(
            Paragraph(restaurant.description, style: frame.context.style(R.color.text.primary)), in: descriptionArea)
        // The hint line's leading blank falls in the sheet's padding, so its keys line up
        // with the name: the one rectangle that reaches outside the content area.
        frame.render(
            KeyHintsView(bindings: bindings), in: area.row(area.height - 1).inset(by: EdgeInsets(left: -1)))
    }
}
