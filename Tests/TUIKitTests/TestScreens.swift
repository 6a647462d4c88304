import TUIKit

/// A screen that records its lifecycle into a shared log and draws its name.
@MainActor
final class RecordingScreen: ScreenController, CustomTabBarItemProvider {
    let name: String
    let log: EventLog
    var keysHandled: [KeyEvent] = []
    var consumesKeys: Set<KeyEvent> = []

    init(_ name: String, log: EventLog, title: String? = nil) {
        self.name = name
        self.log = log
        super.init()
        navigationBarItem = .title(title ?? name)
    }

    var tabBarItemIcon: Icon { Icon(glyph: "◆", ascii: "*") }
    var tabBarItemTitle: String { name }

    override func viewDidLoad() { log.add("\(name).didLoad") }
    override func viewWillAppear() { log.add("\(name).willAppear") }
    override func viewDidAppear() { log.add("\(name).didAppear") }
    override func viewWillDisappear() { log.add("\(name).willDisappear") }
    override func viewDidDisappear() { log.add("\(name).didDisappear") }

    override func render(in area: Rect, frame: Frame) {
        frame.canvas.write("content of \(name)", at: area.origin, clip: area)
    }

    override var bindings: [KeyBinding] {
        [
            KeyBinding(keys: Array(consumesKeys), "", isShown: false) { [unowned self] key in
                keysHandled.append(key)
                return true
            }
        ]
    }
}

/// An ordered record of what happened, shared by screens under test.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func add(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries so far and starts over.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

@MainActor
func makePilot(root: ScreenController, size: Size = Size(width: 60, height: 16)) -> Pilot {
    let clock = ManualClock()
    let window = Window(clock: clock)
    window.showApplicationRoot(controller: root, animated: false)
    return Pilot(window: window, terminal: VirtualTerminal(size: size), clock: clock)
}
