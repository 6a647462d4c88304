import Dates
import Foundation
import TUIKit

struct DatesDemoView: View {
    let viewModel: DatesDemoViewModel

    var bindings: [KeyBinding] {
        [
            KeyBinding(
                keys: [.left, .character("h"), .right, .character("l")],
                slots: [
                    .init("dates.previous-day", [.left, .character("h")]),
                    .init("dates.next-day", [.right, .character("l")]),
                ],
                label: "← →", R.string.datesDemo.bindingDay()
            ) { key in
                viewModel.onDayChanged(by: key == .left || key == .character("h") ? -1 : 1)
                return true
            },
            KeyBinding(
                keys: [.up, .character("k"), .down, .character("j")],
                slots: [
                    .init("dates.previous-month", [.up, .character("k")]),
                    .init("dates.next-month", [.down, .character("j")]),
                ],
                label: "↑ ↓", R.string.datesDemo.bindingMonth()
            ) { key in
                viewModel.onMonthChanged(by: key == .up || key == .character("k") ? -1 : 1)
                return true
            },
            KeyBinding(
                keys: [.pageUp, .pageDown],
                slots: [.init("dates.previous-year", [.pageUp]), .init("dates.next-year", [.pageDown])],
                label: "PgUp PgDn", R.string.datesDemo.bindingYear()
            ) { key in
                viewModel.onMonthChanged(by: key == .pageUp ? -12 : 12)
                return true
            },
            KeyBinding("t", id: "dates.today", R.string.datesDemo.bindingToday()) { viewModel.onTodayTapped() },
            .inherited(.escape),
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let parts = Layout.vertical(.fill, .length(1)).margin(EdgeInsets(top: 1, left: 1, right: 1)).split(area)
        let (body, hintArea) = (parts[0], parts[1])
        let primary = frame.context.style(R.color.text.primary)
        let secondary = frame.context.style(R.color.text.secondary)
        let accent = frame.context.style(R.color.text.accent, text: TextStyle([.bold]))
        let formats = formatRows
        // Rows from the top; those past the bottom are cut, as a page is, rather than squeezed.
        let rows = Layout.vertical(Array(repeating: .length(1), count: 7 + formats.count)).overflow(.clip).split(body)
        drawClock(in: rows[0], frame: frame)
        frame.render(Label(R.string.datesDemo.timeZone(viewModel.timeZoneName), style: secondary), in: rows[1])
        frame.render(Label(R.string.datesDemo.selected(viewModel.selectedTitle), style: accent), in: rows[3])
        // The arrows move the selected day: the terminal's (hidden) cursor sits on it.
        if !rows[3].isEmpty { frame.canvas.focus = rows[3].origin }
        frame.render(Label(viewModel.distanceText, style: primary), in: rows[4])
        frame.render(Label(viewModel.rangesText, style: secondary), in: rows[5])
        for (index, (row, area)) in zip(formats, rows.dropFirst(7)).enumerated() {
            drawFormat(row, isHeader: index == 0, in: area, frame: frame)
        }
        frame.render(KeyHintsView(), in: hintArea)
    }

    /// The live clock; asks for the next frame at the next whole second, so it redraws
    /// once a second while it is on screen and never when it is not.
    private func drawClock(in row: Rect, frame: Frame) {
        let now = viewModel.now
        let label = R.string.datesDemo.now(viewModel.clockText(at: now))
        frame.render(Label(label, style: frame.context.style(R.color.text.primary, text: TextStyle([.bold]))), in: row)
        let fraction = now.timeIntervalSince1970 - now.timeIntervalSince1970.rounded(.down)
        frame.requestFrame(after: .milliseconds(max(1, Int(((1 - fraction) * 1000).rounded(.up)))))
    }

    /// The table of formats: a header, then one format a row in both languages.
    private var formatRows: [(name: String, russian: String, english: String)] {
        [(R.string.datesDemo.format(), "Русский", "English")]
            + viewModel.formatRows.map { ($0.format.rawValue, $0.russian, $0.english) }
    }

    private func drawFormat(
        _ row: (name: String, russian: String, english: String), isHeader: Bool, in area: Rect, frame: Frame
    ) {
        let nameWidth = 14
        let columnWidth = max(0, (area.width - nameWidth) / 2)
        let (name, russian, english) = area.columns(.length(nameWidth), .length(columnWidth), .length(columnWidth))
        let header = frame.context.style(R.color.text.secondary, text: TextStyle([.bold]))
        let style = isHeader ? header : frame.context.style(R.color.text.primary)
        let nameStyle = isHeader ? header : frame.context.style(R.color.text.secondary)
        frame.render(Label(row.name, style: nameStyle), in: name)
        frame.render(Label(row.russian, style: style), in: russian)
        frame.render(Label(row.english, style: style), in: english)
    }
}
