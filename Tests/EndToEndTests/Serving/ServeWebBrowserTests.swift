import Foundation
import XCTest

/// `example-tui serve --web` in a real browser (headless Chromium through chromedriver): the
/// app's screen as the page's text, keys, a resize and a paste.
final class ServeWebBrowserTests: XCTestCase {
    func testThePageShowsTheAppAsTextAndTakesKeysAndAResize() throws {
        let server = try WebServeFixture()
        let browser = try WebDriverSession(width: 1000, height: 700)
        try browser.open(server.link)
        XCTAssertTrue(
            browser.waitForText { $0.contains("Examples 1") && $0.contains("› ⇄ Navigation") }, browser.pageText())
        XCTAssertTrue(server.waitForLog("session 1 started: web:link from 127.0.0.1:"), server.log)
        // Real text in the DOM: the browser's own find sees it.
        // (Wrapping around, as the browser's find bar does: `window.find` starts at the
        // selection, which is in the keyboard's text field after the screen.)
        XCTAssertEqual(
            try browser.script("return window.find('Library of ready solutions', false, false, true)") as? Bool, true)

        // Down moves the selection; Enter opens the demo.
        try browser.press(["\u{E015}"])
        XCTAssertTrue(browser.waitForText { $0.contains("› ◐ Resources") }, browser.pageText())
        try browser.press(["\u{E007}"])
        XCTAssertTrue(browser.waitForText { $0.contains("‹ Back") }, browser.pageText())

        // A smaller window: the page asks for fewer cells and the app draws at that size.
        let before = try XCTUnwrap(try browser.script("return document.getElementById('status').innerText") as? String)
        try browser.resizeWindow(width: 640, height: 480)
        XCTAssertTrue(
            browser.waitForText { text in
                let status = text.split(separator: "\n").last.map(String.init) ?? ""
                return status != before && status.contains("×")
            }, browser.pageText())
        let status = try XCTUnwrap(try browser.script("return document.getElementById('status').innerText") as? String)
        let parts = status.split(separator: "×").compactMap { Int($0) }
        guard parts.count == 2 else { return XCTFail("no size in the status: \(status)") }
        let (columns, rows) = (parts[0], parts[1])
        XCTAssertLessThan(columns, 80, status)
        XCTAssertEqual(
            try browser.script("return document.querySelectorAll('#screen > div:not(#cursor)').length") as? Int, rows)
        // The app's tab bar is drawn within the new width.
        XCTAssertTrue(
            browser.waitForText { text in
                text.split(separator: "\n").contains { $0.contains("Settings 3") && $0.count <= columns }
            }, browser.pageText())

        // The app's q ends the session; the page says so.
        try browser.press(["\u{E00C}"])
        XCTAssertTrue(browser.waitForText { $0.contains("◐ Resources") && !$0.contains("‹ Back") }, browser.pageText())
        try browser.press(["q"])
        XCTAssertTrue(server.waitForLog("session 1 ended: web:link"), server.log)
        XCTAssertTrue(server.log.contains("status 0 (exited)"), server.log)
        XCTAssertTrue(browser.waitForText { $0.contains("The app ended (status 0).") }, browser.pageText())
    }

    func testAClickOpensADemo() throws {
        let server = try WebServeFixture()
        let browser = try WebDriverSession()
        try browser.open(server.link)
        XCTAssertTrue(browser.waitForText { $0.contains("◐ Resources") }, browser.pageText())
        // The middle of the row that shows "Resources", found in the page's own DOM.
        let point = try XCTUnwrap(
            try browser.script(
                """
                const row = [...document.querySelectorAll('#screen > div')].find(d => d.textContent.includes('Resources'));
                const box = row.getBoundingClientRect();
                return [Math.round(box.left + 60), Math.round(box.top + box.height / 2)];
                """) as? [Int])
        try browser.click(x: point[0], y: point[1])
        XCTAssertTrue(browser.waitForText { $0.contains("‹ Back") }, browser.pageText())
    }

    func testAPasteReachesTheAppBracketed() throws {
        let server = try WebServeFixture(extra: ["exampletui://examples/text-area"])
        let browser = try WebDriverSession()
        try browser.open(server.link)
        XCTAssertTrue(browser.waitForText { $0.contains("A note that survives a restart") }, browser.pageText())
        try browser.script(
            """
            const data = new DataTransfer();
            data.setData('text/plain', 'pasted from the clipboard');
            document.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));
            """)
        XCTAssertTrue(
            browser.waitForText { $0.contains("pasted from the clipboard# A note") }, browser.pageText())
    }

    /// An input method composing in the page, as Chromium's own IME path runs it (composition
    /// updates, then the commit): the app gets the committed text once, and nothing while it
    /// composes; a key typed after it still arrives as a key.
    func testTextAnInputMethodComposesReachesTheAppOnce() throws {
        let server = try WebServeFixture(extra: ["exampletui://examples/text-area"])
        let browser = try WebDriverSession()
        try browser.open(server.link)
        XCTAssertTrue(browser.waitForText { $0.contains("A note that survives a restart") }, browser.pageText())
        XCTAssertEqual(try browser.script("return document.activeElement.id") as? String, "input")
        for partial in ["n", "ni", "你"] {
            try browser.devTools(
                "Input.imeSetComposition",
                ["text": partial, "selectionStart": partial.count, "selectionEnd": partial.count])
        }
        try browser.devTools("Input.insertText", ["text": "你好"])
        try browser.press(["!"])
        XCTAssertTrue(browser.waitForText { $0.contains("你好!# A note") }, browser.pageText())
        let text = browser.pageText()
        XCTAssertFalse(text.contains("ni你") || text.contains("你你好"), "nothing of the composition itself: \(text)")
        // A keyboard without key events (a phone's, dictation) types text the same way.
        try browser.devTools("Input.insertText", ["text": "привет "])
        XCTAssertTrue(browser.waitForText { $0.contains("你好!привет # A note") }, browser.pageText())
    }

    func testAWrongTokenShowsAClearPage() throws {
        let server = try WebServeFixture()
        let browser = try WebDriverSession()
        try browser.open("http://127.0.0.1:\(server.port)/?token=not-the-token")
        XCTAssertTrue(browser.waitForText { $0.contains("Wrong link") }, browser.pageText())
        XCTAssertTrue(browser.pageText().contains("Ask for a new link"), browser.pageText())
        XCTAssertFalse(server.log.contains("started"), server.log)
    }
}
