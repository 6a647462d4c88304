import TUICore

/// Composes the window's frames: the background, the front screen, the overlays on top,
/// or the "terminal too small" frame; and keeps one timer for the next frame an
/// animation asked for, none when nothing moves.
@MainActor
final class FrameComposer {
    private unowned let window: Window
    /// The view state the last frame that drew the screens asked for (`Frame.state(for:make:)`).
    private var viewStates: [AnyHashable: AnyObject] = [:]
    private var frameTimer: (deadline: Duration, task: any Cancellable)?
    /// The last frame, for hit testing clicks, drags and the wheel against what it showed.
    private(set) var lastFrame: Frame?
    /// The data glyphs (bars, dots) the last frame drew in the screen-reader mode, which
    /// the mode then hid: a view that should have said its value in words.
    private(set) var hiddenData = ""
    /// What the screen-reader mode has said, and says next.
    let announcer = Announcer()
    /// How long the cursor stays on a new announcement before a frame returns it to the
    /// focus (a key's frame returns it sooner): time for a reader to start on the line.
    static let announcementHold: Duration = .seconds(2)

    init(window: Window) {
        self.window = window
    }

    /// The toolkit's words of the last frame: bindings name their keys with them, and a
    /// change of language redraws, so they are read once a frame rather than once a binding.
    private(set) var strings: ToolkitStrings?

    func compose(size: Size) -> Canvas {
        window.statistics.framesComposed += 1
        window.updateSize(size)
        let strings = window.toolkitStrings()
        self.strings = strings
        let colors = window.colors
        let theme = window.theme
        // The canvas is made filled with the background, not filled cell by cell after.
        let background = Cell(
            " ",
            style: Style(
                foreground: colors.textPrimary.color(for: theme), background: colors.background.color(for: theme)))
        let frame = Frame(
            canvas: Canvas(size: size, filling: background),
            context: RenderContext(
                theme: theme, colors: colors, strings: strings, sizeClass: size.sizeClass, unicode: window.unicode,
                now: window.clock.now, reducesMotion: window.reducesMotion || window.screenReader,
                screenReader: window.screenReader))
        frame.context.environment = window.environment
        frame.keptStates = viewStates
        var overlays: [any Overlay] = []
        if window.isTooSmall(size) {
            drawTooSmall(frame)
        } else {
            // The screen-reader mode keeps the last row for what it announces.
            let (content, liveRegion) =
                window.screenReader ? frame.bounds.rows(.fill, .length(1)) : (frame.bounds, Rect.zero)
            frame.contentArea = content
            frame.keyBindingsSource = { [unowned window] in window.keyBindings }
            if let presentation = window.presentation {
                presentation.render(in: content, frame: frame) { screen, area, frame in
                    screen.render(in: area, frame: frame)
                }
            } else {
                window.frontController?.render(in: content, frame: frame)
            }
            overlays = window.overlays.ordered(declared: frame.takeOverlays(), at: frame.context.now)
            // A modal layer takes the keys: the focus is on it, not on the screen beneath; and
            // the clicks, so the links beneath are links no more (the terminal would open them).
            if overlays.contains(where: \.isModal) {
                frame.canvas.focus = nil
                frame.canvas.removeLinks()
            }
            // A modal layer takes the keys, so a field beneath it shows no edit point; the
            // layer's own field (the palette's query) sets it again as it draws.
            if overlays.contains(where: \.isModal) { frame.canvas.cursor = nil }
            // Overlays draw outside any screen's tracking, so the composer tracks what they
            // read: a change in a sheet's or alert's content redraws as a screen's does.
            trackReads {
                for overlay in overlays { overlay.render(in: content, frame: frame) }
            } onChange: { [weak window] in
                window?.setNeedsDisplay()
            }
            if window.screenReader { announce(on: frame, in: liveRegion) }
            // Only a frame that drew the screens says which view state is still in use.
            viewStates = frame.usedStates
        }
        if window.screenReader {
            hiddenData = ScreenReader.dataGlyphs(in: frame.canvas)
            ScreenReader.removeDecoration(from: &frame.canvas)
        }
        window.overlays.frameDidShow(overlays)
        // The chain's actions may hold the window; the frame kept for hit testing must not.
        frame.keyBindingsSource = nil
        // Nor the states the frame before kept: those no view asked for (a popped table's
        // cells) go with this frame, not with the next, whose key would wait for it.
        frame.keptStates = [:]
        lastFrame = frame
        scheduleFrame(at: frame.nextFrame)
        return frame.canvas
    }

    /// Keeps one timer for the earliest frame an animation asked for, and none otherwise.
    private func scheduleFrame(at deadline: Duration?) {
        guard let deadline else {
            frameTimer?.task.cancel()
            frameTimer = nil
            return
        }
        if let frameTimer, frameTimer.deadline <= deadline { return }
        frameTimer?.task.cancel()
        let clock = window.clock
        let task = clock.schedule(after: max(.zero, deadline - clock.now)) { [weak self] in
            self?.frameTimer = nil
            self?.window.setNeedsDisplay()
        }
        frameTimer = (deadline, task)
    }

    /// Writes the last line spoken on the live-region row and, from the frame that says
    /// something new, puts the cursor at its start: readers that follow the cursor and read
    /// changed text speak it. Only that row changes, so no other line is written again. The
    /// cursor returns to the focus in the first frame after the user acts or after
    /// `announcementHold`, which a frame is asked for.
    private func announce(on frame: Frame, in row: Rect) {
        let now = frame.context.now
        if announcer.speak(frame.announcements) != nil {
            announcer.hold(until: now + Self.announcementHold)
            frame.requestFrame(after: Self.announcementHold)
            // Written whole, so a reader hears the whole line, not what differs from the last.
            if !row.isEmpty { frame.canvas.rewrittenRows.append(row.y) }
        }
        frame.canvas.write(
            announcer.line, at: row.origin, style: frame.context.style(window.colors.textPrimary), clip: row)
        guard announcer.isHolding(at: now), !row.isEmpty else { return }
        frame.canvas.cursor = nil
        frame.canvas.focus = row.origin
    }

    private func drawTooSmall(_ frame: Frame) {
        let text = window.tooSmallText(window.minimumSize, frame.canvas.size)
        let colors = window.colors
        let area = frame.bounds.inset(by: EdgeInsets(horizontal: 1))
        let message = Paragraph(text.message, style: frame.context.style(colors.textSecondary), alignment: .center)
        let messageHeight = min(message.height(forWidth: area.width), max(0, area.height - 2))
        let block = area.centered(width: .fill, height: .length(messageHeight + 2))
        let (title, _, body) = block.rows(.length(1), .length(1), .fill)
        frame.render(
            Label(text.title, style: frame.context.style(colors.error, text: TextStyle([.bold])), alignment: .center),
            in: title
        )
        frame.render(message, in: body)
    }
}
