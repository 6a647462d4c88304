import XCTest

@testable import TUIServe

final class ConnectionRateLimiterTests: XCTestCase {
    func testLetsInSoManyAMinutePerAddressThenAgainAsTheWindowMoves() {
        var limiter = ConnectionRateLimiter(limit: 3, window: .seconds(60))
        let start = ContinuousClock.now
        XCTAssertEqual(
            (0..<5).map { limiter.allow("10.0.0.1", now: start + .seconds($0)) }, [true, true, true, false, false])
        XCTAssertTrue(limiter.allow("10.0.0.2", now: start + .seconds(5)), "another address has its own count")
        XCTAssertFalse(limiter.allow("10.0.0.1", now: start + .seconds(59)))
        XCTAssertTrue(limiter.allow("10.0.0.1", now: start + .seconds(60)), "the first one has left the window")
        XCTAssertFalse(limiter.allow("10.0.0.1", now: start + .seconds(60.5)))
    }

    func testForgetsAddressesWhoseWindowHasPassed() {
        var limiter = ConnectionRateLimiter(limit: 2, window: .seconds(60))
        let start = ContinuousClock.now
        for index in 0..<10_000 { _ = limiter.allow("10.0.\(index / 256).\(index % 256)", now: start) }
        XCTAssertEqual(limiter.trackedAddresses, 10_000)
        _ = limiter.allow("192.168.0.1", now: start + .seconds(61))
        XCTAssertEqual(limiter.trackedAddresses, 1)
    }

    func testWindowSizesAreClamped() {
        XCTAssertEqual(WindowSize(columns: 0, rows: 0), WindowSize(columns: 80, rows: 24))
        let huge = WindowSize(columns: 65535, rows: 65535)
        XCTAssertEqual(huge.columns, WindowSize.maximumColumns)
        XCTAssertEqual(huge.rows, WindowSize.maximumRows)
        XCTAssertEqual(WindowSize(columns: -5, rows: 30), WindowSize(columns: 80, rows: 30))
    }

    func testOnlyTheLocaleAndColourVariablesAreTaken() {
        XCTAssertTrue(SSHSessionHandler.isAllowed(name: "LANG", value: "ru_RU.UTF-8"))
        XCTAssertTrue(SSHSessionHandler.isAllowed(name: "LC_ALL", value: "C.UTF-8"))
        XCTAssertTrue(SSHSessionHandler.isAllowed(name: "COLORTERM", value: "truecolor"))
        XCTAssertFalse(SSHSessionHandler.isAllowed(name: "LD_PRELOAD", value: "/tmp/x.so"))
        XCTAssertFalse(SSHSessionHandler.isAllowed(name: "APP_REMOTE_USER", value: "root"))
        XCTAssertFalse(SSHSessionHandler.isAllowed(name: "LC_", value: "x"))
        XCTAssertFalse(SSHSessionHandler.isAllowed(name: "LANG", value: "a\u{1B}[2J"))
        XCTAssertFalse(SSHSessionHandler.isAllowed(name: "LANG", value: String(repeating: "a", count: 129)))
        XCTAssertEqual(SSHSessionHandler.terminalType("xterm-256color"), "xterm-256color")
        XCTAssertEqual(SSHSessionHandler.terminalType("../../etc/x"), "xterm-256color")
        XCTAssertEqual(SSHSessionHandler.terminalType(""), "xterm-256color")
    }
}
