import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven through chromedriver's W3C WebDriver HTTP API (no Selenium, no
/// pip): Debian's `chromium` and `chromium-driver`, which scripts/bootstrap.sh --test installs.
/// Without them the tests that use it fail, never skip.
final class WebDriverSession {
    let driver: Process
    let port: Int
    private(set) var sessionID = ""

    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    init(width: Int = 1000, height: Int = 700) throws {
        for tool in [Self.chromium, Self.chromedriver] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw FixtureError("\(tool) is missing: run scripts/bootstrap.sh --test (chromium, chromium-driver)")
        }
        port = try Self.freePort()
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: Self.chromedriver)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let status = try? call("GET", "/status") as? [String: Any], status["ready"] as? Bool == true { break }
            usleep(100_000)
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "goog:chromeOptions": [
                        "binary": Self.chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)",
                        ],
                    ]
                ]
            ]
        ]
        let session = try call("POST", "/session", capabilities) as? [String: Any]
        guard let id = session?["sessionId"] as? String else {
            throw FixtureError("chromedriver made no session: \(String(describing: session))")
        }
        sessionID = id
    }

    deinit {
        if !sessionID.isEmpty { _ = try? call("DELETE", "/session/\(sessionID)") }
        if driver.isRunning {
            driver.terminate()
            driver.waitUntilExit()
        }
    }

    func open(_ url: String) throws {
        try call("POST", "/session/\(sessionID)/url", ["url": url])
    }

    @discardableResult
    func script(_ source: String) throws -> Any? {
        try call("POST", "/session/\(sessionID)/execute/sync", ["script": source, "args": [Any]()])
    }

    /// The page's text as a reader gets it (`document.body.innerText`).
    func pageText() -> String {
        ((try? script("return document.body.innerText")) as? String) ?? ""
    }

    /// Waits until the page's text satisfies `condition`.
    func waitForText(timeout: TimeInterval = 15, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(pageText()) { return true }
            usleep(100_000)
        }
        return condition(pageText())
    }

    /// Presses keys as a person does (W3C key values: "\u{E015}" is Down, "\u{E007}" Enter).
    func press(_ keys: [String]) throws {
        let actions = keys.flatMap { [["type": "keyDown", "value": $0], ["type": "keyUp", "value": $0]] }
        try call(
            "POST", "/session/\(sessionID)/actions",
            ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// A left click at a point of the page (CSS pixels from the viewport's corner).
    func click(x: Int, y: Int) throws {
        let actions: [[String: Any]] = [
            ["type": "pointerMove", "x": x, "y": y, "origin": "viewport", "duration": 0],
            ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
        ]
        try call(
            "POST", "/session/\(sessionID)/actions",
            [
                "actions": [
                    ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions]
                ]
            ])
    }

    /// A Chrome DevTools Protocol command through chromedriver (`Input.imeSetComposition`:
    /// what an input method does while it composes, which WebDriver's actions cannot).
    @discardableResult
    func devTools(_ command: String, _ parameters: [String: Any]) throws -> Any? {
        try call("POST", "/session/\(sessionID)/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    func resizeWindow(width: Int, height: Int) throws {
        try call("POST", "/session/\(sessionID)/window/rect", ["width": width, "height": height])
    }

    /// One WebDriver command; its `value`.
    @discardableResult
    func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        // Plain HTTP/1.1 on a socket: FoundationNetworking's URLSession fails on chromedriver's answers.
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let socket = try RawSocket(port: port)
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if body != nil { request += "Content-Type: application/json\r\n" }
        request += "Content-Length: \(payload.count)\r\n\r\n"
        try socket.send(Array(request.utf8) + Array(payload))
        let head = socket.readHead(timeout: 60)
        let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
        let deadline = Date().addingTimeInterval(60)
        while socket.pending.count < (length ?? Int.max), Date() < deadline, socket.fill(timeout: 0.2) {}
        let object = try JSONSerialization.jsonObject(with: Data(socket.pending)) as? [String: Any]
        let value = object?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw FixtureError("WebDriver \(method) \(path): \(error): \(failure["message"] ?? "")")
        }
        return value
    }

    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw FixtureError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
