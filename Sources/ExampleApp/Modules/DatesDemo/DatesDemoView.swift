import Dates
import Foundation
import TUICore
import TUIKit

struct DatesDemoView: InteractiveView {
    let viewModel: DatesDemoViewModel

    func render(in area: Rect, frame: Frame) {
        let (hintArea, body) = area.inset(by: EdgeInsets(top: 1, left: 1, right: 1)).divided(bottom: 1)
        let primary = frame.style(R.color.text.primary)
        let secondary = frame.style(R.color.text.secondary)
        let accent = frame.style(R.color.text.accent, text: TextStyle([.bold]))
        var y = body.y
        func line(_ text: String, _ style: Style) {
            guard y < body.maxY else { return }
            Label(text, style: style).render(
                in: Rect(x: body.x, y: y, width: body.width, height: 1), frame: frame)
            y += 1
        }
        drawClock(at: &y, in: body, frame: frame)
        line(R.string.datesDemo.timeZone(viewModel.timeZoneName), secondary)
        y += 1
        line(R.string.datesDemo.selected(viewModel.selectedTitle), accent)
        line(viewModel.distanceText, primary)
        line(viewModel.rangesText, secondary)
        y += 1
        drawFormats(at: &y, in: body, frame: frame)
        KeyHintsView(hints: R.string.datesDemo.hint()).render(in: hintArea, frame: frame)
    }

    /// The live clock; asks for the next frame at the next whole second, so it redraws
    /// once a second while it is on screen and never when it is not.
    private func drawClock(at y: inout Int, in body: Rect, frame: Frame) {
        let now = viewModel.now
        let label = R.string.datesDemo.now(viewModel.clockText(at: now))
        Label(label, style: frame.style(R.color.text.primary, text: TextStyle([.bold])))
            .render(in: Rect(x: body.x, y: y, width: body.width, height: 1), frame: frame)
        y += 1
        let fraction = now.timeIntervalSince1970 - now.timeIntervalSince1970.rounded(.down)
        frame.requestFrame(after: .milliseconds(max(1, Int(((1 - fraction) * 1000).rounded(.up)))))
    }

    private func drawFormats(at y: inout Int, in body: Rect, frame: Frame) {
        let nameWidth = 14
        let columnWidth = max(0, (body.width - nameWidth) / 2)
        let header = frame.style(R.color.text.secondary, text: TextStyle([.bold]))
        let rows =
            [(R.string.datesDemo.format(), "Русский", "English")]
            + viewModel.formatRows.map { ($0.format.rawValue, $0.russian, $0.english) }
        for (index, row) in rows.enumerated() where y < body.maxY {
            let style = index == 0 ? header : frame.style(R.color.text.primary)
            let nameStyle = index == 0 ? header : frame.style(R.color.text.secondary)
            Label(row.0, style: nameStyle).render(
                in: Rect(x: body.x, y: y, width: nameWidth, height: 1), frame: frame)
            Label(row.1, style: style).render(
                in: Rect(x: body.x + nameWidth, y: y, width: columnWidth, height: 1), frame: frame)
            Label(row.2, style: style).render(
                in: Rect(x: body.x + nameWidth + columnWidth, y: y, width: columnWidth, height: 1), frame: frame)
            y += 1
        }
    }

    func handle(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty else { return false }
        switch key.key {
        case .left, .character("h"): viewModel.onDayChanged(by: -1)
        case .right, .character("l"): viewModel.onDayChanged(by: 1)
        case .up, .character("k"): viewModel.onMonthChanged(by: -1)
        case .down, .character("j"): viewModel.onMonthChanged(by: 1)
        case .pageUp: viewModel.onMonthChanged(by: -12)
        case .pageDown: viewModel.onMonthChanged(by: 12)
        case .character("t"): viewModel.onTodayTapped()
        default: return false
        }
        return true
    }
}
