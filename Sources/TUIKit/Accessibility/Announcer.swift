import TUICore

/// Decides what the screen-reader mode speaks in a frame, from the announcements the views
/// declared in it and in the frame before: an event when it appears, a value when it
/// changes, a `whenGone` line when its announcement goes. It keeps the last line spoken,
/// which the window shows on its live-region row until the next one replaces it.
@MainActor
final class Announcer {
    /// The announcements of the last frame, by key.
    private var previous: [String: Announcement] = [:]
    /// The last line spoken, shown on the live-region row.
    private(set) var line = ""
    /// Until when the cursor stays on the last line spoken, unless the user acts first.
    private var holdUntil: Duration?

    /// What to speak for a frame that declared `announcements` (nil: nothing new), and keeps
    /// them for the next frame.
    func speak(_ announcements: [Announcement]) -> String? {
        var current: [String: Announcement] = [:]
        for announcement in announcements where current[announcement.key] == nil {
            current[announcement.key] = announcement
        }
        // What ended comes first: a load ends, then what it brought shows.
        var said = previous.sorted { $0.key < $1.key }.compactMap { key, gone in
            current[key] == nil ? gone.whenGone : nil
        }
        current = [:]
        for announcement in announcements where current[announcement.key] == nil {
            current[announcement.key] = announcement
            let before = previous[announcement.key]
            if announcement.id == nil ? before == nil : (before != nil && before?.text != announcement.text) {
                said.append(announcement.text)
            }
        }
        previous = current
        guard !said.isEmpty else { return nil }
        line = said.joined(separator: ". ")
        return line
    }

    /// Whether the cursor stays on the line spoken at `now`: a frame that follows for
    /// another reason (work after a frame, a timer) leaves it there for the reader.
    func isHolding(at now: Duration) -> Bool {
        guard let holdUntil, now < holdUntil else {
            holdUntil = nil
            return false
        }
        return true
    }

    /// Keeps the cursor on the line spoken until `deadline`.
    func hold(until deadline: Duration) {
        holdUntil = deadline
    }

    /// The user acted (a key, a click): the cursor goes back to the focus.
    func release() {
        holdUntil = nil
    }

    /// Forgets the last frame's announcements (the mode was turned on or off).
    func reset() {
        previous = [:]
        line = ""
        holdUntil = nil
    }
}
