import TUICore

/// The window's toast queue (the template's `ToastPresenter`).
///
/// Toasts show one at a time, in the order they were asked for, as the template's
/// presenter shows them: a terminal has few rows, and a stack of boxes (Textual's way)
/// would cover most of a 24-row screen and reflow under the reader's eyes. Nothing is
/// lost: the others wait, and the shown toast's badge counts them ("+2").
///
/// A local toast belongs to the screen that asked for it: it waits while that screen is
/// covered, and is dropped once the screen is gone, as a toast added to a view controller's
/// view goes with it. Global toasts and those the window itself shows always qualify.
///
/// Only the shown toast keeps a timer, for its next deadline; an idle presenter keeps none.
@MainActor
public final class ToastPresenter: WindowOverlayProvider {
    /// The key that taps the shown toast, as a click on it does. Screens do not use it.
    public static let tapKey = KeyEvent.control("t")

    /// A toast in the queue or on screen.
    public struct Entry {
        public let id: Int
        public let item: ToastItem
        /// Set once it is shown.
        public internal(set) var timeline: ToastTimeline?
        weak var owner: ScreenController?
        let hasOwner: Bool
    }

    public var colors: ToastColors = .standard {
        didSet { onChange() }
    }
    /// The toast on screen (entering, shown or leaving).
    public private(set) var current: Entry?
    /// Toasts waiting, oldest first.
    public private(set) var waiting: [Entry] = []

    private let clock: any AppClock
    private let onChange: @MainActor () -> Void
    private var timer: (deadline: Duration, task: any Cancellable)?
    private var nextID = 0

    /// `onChange` asks for a redraw (the window's `setNeedsDisplay`).
    public init(clock: any AppClock, onChange: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.onChange = onChange
    }

    /// Queues `item`, shown at once when nothing else is. `owner` is the screen a local
    /// toast belongs to; nil means whichever screen is in front.
    public func showToast(with item: ToastItem, from owner: ScreenController? = nil) {
        waiting.append(Entry(id: nextID, item: item, owner: owner, hasOwner: owner != nil))
        nextID += 1
        update()
        onChange()
    }

    /// A tap on the shown toast (a click on it or `tapKey`): runs its `onTap` and hides it
    /// if `isHideOnTap`. Returns false when no toast takes taps now.
    @discardableResult
    public func tapCurrent() -> Bool {
        guard let current else { return false }
        return tap(current.id)
    }

    /// A tap on the toast `id` as drawn: nothing if another has taken its place since.
    private func tap(_ id: Int) -> Bool {
        let now = clock.now
        guard var entry = current, entry.id == id, var timeline = entry.timeline, entry.item.isTappable,
            isShown(entry), [.entering, .visible].contains(timeline.phase(at: now))
        else { return false }
        if entry.item.isHideOnTap {
            timeline.hide(at: now)
            entry.timeline = timeline
            current = entry
            update()
        }
        entry.item.onTap?()
        onChange()
        return true
    }

    // MARK: WindowOverlayProvider

    public func overlays(at now: Duration) -> [any Overlay] {
        update()
        guard let entry = current, let timeline = entry.timeline, isShown(entry) else { return [] }
        return [
            ToastOverlay(
                item: entry.item,
                timeline: timeline,
                colors: colors.colors(for: entry.item.viewItem.style),
                waitingCount: waiting.count,
                onTap: { [weak self] in self?.tap(entry.id) ?? false }
            )
        ]
    }

    // MARK: Queue

    /// Retires the shown toast once it has left (or its screen is gone), shows the next
    /// one that can show, and keeps one timer for the shown toast's next deadline.
    private func update() {
        let now = clock.now
        if let entry = current, isGone(entry) || entry.timeline?.phase(at: now) == .finished {
            current = nil
        }
        waiting.removeAll(where: isGone)
        if current == nil, let index = waiting.firstIndex(where: isShown) {
            var entry = waiting.remove(at: index)
            entry.timeline = ToastTimeline(shownAt: now, duration: entry.item.duration.value)
            current = entry
        }
        schedule(at: current?.timeline?.nextDeadline(after: now))
    }

    private func schedule(at deadline: Duration?) {
        if let timer, timer.deadline == deadline { return }
        timer?.task.cancel()
        timer = nil
        guard let deadline else { return }
        let task = clock.schedule(after: deadline - clock.now) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.update()
            self.onChange()
        }
        timer = (deadline, task)
    }

    /// A local toast whose screen no longer exists.
    private func isGone(_ entry: Entry) -> Bool {
        entry.item.toastType == .local && entry.hasOwner && entry.owner == nil
    }

    /// Whether the toast can be on screen now: a local one only while its screen is visible.
    private func isShown(_ entry: Entry) -> Bool {
        guard entry.item.toastType == .local, entry.hasOwner else { return true }
        return entry.owner?.isVisible == true
    }
}
