import Utilities
import XCTest

final class JailbreakDetectionUtilTests: XCTestCase {
    func testAnOrdinaryUserWithAPlainEnvironmentIsBright() {
        let util = JailbreakDetectionUtil(
            realUserID: 1000, effectiveUserID: 1000, environment: ["PATH": "/usr/bin", "SHELL": "/bin/bash"])
        XCTAssertEqual(util.findings, [])
        XCTAssertTrue(util.isBright)
    }

    func testEachCheckFiresOnItsOwnSign() {
        XCTAssertEqual(
            JailbreakDetectionUtil(realUserID: 0, effectiveUserID: 0, environment: [:]).findings, [.runningAsRoot])
        XCTAssertEqual(
            JailbreakDetectionUtil(realUserID: 1000, effectiveUserID: 0, environment: [:]).findings,
            [.runningAsRoot, .setUID])
        XCTAssertEqual(
            JailbreakDetectionUtil(realUserID: 1000, effectiveUserID: 1001, environment: [:]).findings, [.setUID])
        XCTAssertEqual(
            JailbreakDetectionUtil(realUserID: 1000, effectiveUserID: 1000, environment: ["LD_PRELOAD": "/tmp/hook.so"])
                .findings,
            [.libraryInjection])
        XCTAssertEqual(
            JailbreakDetectionUtil(realUserID: 1000, effectiveUserID: 1000, environment: ["LD_AUDIT": "audit.so"])
                .findings,
            [.libraryInjection])
    }

    func testAnEmptyPreloadVariableIsNoInjection() {
        let util = JailbreakDetectionUtil(realUserID: 1000, effectiveUserID: 1000, environment: ["LD_PRELOAD": ""])
        XCTAssertFalse(util.isDetected(.libraryInjection))
    }

    func testTheCurrentProcessIsReadFromItsOwnIDs() {
        let util = JailbreakDetectionUtil.current(environment: [:])
        XCTAssertEqual(util.isDetected(.runningAsRoot), geteuid() == 0)
        XCTAssertEqual(util.isDetected(.setUID), getuid() != geteuid())
        XCTAssertFalse(util.isDetected(.libraryInjection), "the environment is the injected one")
    }
}
