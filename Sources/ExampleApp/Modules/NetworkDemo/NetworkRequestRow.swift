import Foundation
import Network
import TUIKit

/// One line of the Network demo's request list: method, path, status, duration, and
/// whether a mock answered. A failed request is marked `✕` as well as red, so it reads
/// without colour too.
struct NetworkRequestRow: View {
    let record: NetworkRequestRecord

    func render(in area: Rect, frame: Frame) {
        guard area.width > 0 else { return }
        let status = record.statusCode.map(String.init) ?? "ERR"
        let isSuccess = record.statusCode.map { (200..<300).contains($0) } ?? false
        let milliseconds = Int((record.duration.timeInterval * 1000).rounded())
        let failure = isSuccess ? "" : (frame.context.unicode ? "✕ " : "x ")
        let trailing =
            failure + "\(status) \(String(milliseconds).leftPadded(to: 5)) ms" + (record.isMock ? " mock" : "     ")
        let (leading, trailingArea) = area.columns(.fill, .length(trailing.cellWidth + 1))
        let path = URL(string: record.url).map { url in url.path + (url.query.map { "?\($0)" } ?? "") } ?? record.url
        let method = record.method.padding(toLength: 6, withPad: " ", startingAt: 0)
        frame.render(Label("\(method)\(path)", style: frame.context.style(R.color.text.primary)), in: leading)
        let color = isSuccess ? R.color.text.success : R.color.text.error
        frame.render(Label(trailing, style: frame.context.style(color), alignment: .trailing), in: trailingArea)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
