import Foundation
import Push
import Storage
import XCTest

@MainActor
final class PushServiceTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("push-\(UUID().uuidString)")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeService() -> PushService {
        PushService(
            store: PushAuthorizationStore(fileURL: folder.appendingPathComponent("data/push-authorization.json")))
    }

    private let payload = PushPayloadModel(title: "Hi", body: "There", deeplink: "exampletui://settings")

    func testBeforeAnyAnswerPushesAreLoggedOnly() async {
        let service = makeService()
        var presented: [PushPayloadModel] = []
        service.onPresent = { presented.append($0) }
        service.receive(payload)
        XCTAssertEqual(service.authorizationStatus, .notDetermined)
        XCTAssertEqual(presented, [])
        XCTAssertEqual(service.history.map(\.wasShown), [false])
    }

    func testAnAllowedAnswerIsStoredShowsPushesAndIsNotAskedAgain() async throws {
        let service = makeService()
        var asked: [PushAuthorizationOptions] = []
        service.authorizationPrompt = { options in
            asked.append(options)
            return true
        }
        let granted = await service.requestAuthorization(options: [.alert, .sound])
        XCTAssertTrue(granted)
        XCTAssertEqual(asked, [[.alert, .sound]])
        var presented: [PushPayloadModel] = []
        service.onPresent = { presented.append($0) }
        service.receive(payload)
        XCTAssertEqual(presented, [payload])

        let relaunched = makeService()
        relaunched.authorizationPrompt = { _ in
            XCTFail("asked again")
            return false
        }
        XCTAssertEqual(relaunched.authorizationStatus, .authorized)
        let again = await relaunched.requestAuthorization(options: [.alert])
        XCTAssertTrue(again)
        let file = folder.appendingPathComponent("data/push-authorization.json").path
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)
    }

    func testADeniedAnswerKeepsPushesInTheLogUntilResetAndAskedAgain() async {
        let service = makeService()
        var answer = false
        service.authorizationPrompt = { _ in answer }
        let first = await service.requestAuthorization(options: [.alert])
        XCTAssertFalse(first)
        XCTAssertEqual(makeService().authorizationStatus, .denied)
        var presented = 0
        service.onPresent = { _ in presented += 1 }
        service.receive(payload)
        XCTAssertEqual(presented, 0)

        service.resetAuthorization()
        answer = true
        let second = await service.requestAuthorization(options: [.alert])
        XCTAssertTrue(second)
        service.receive(payload)
        XCTAssertEqual(presented, 1)
        XCTAssertEqual(service.history.map(\.wasShown), [true, false])
    }

    func testWithoutAPromptTheAnswerIsNoAndNothingIsStored() async {
        let service = makeService()
        let granted = await service.requestAuthorization(options: [.alert])
        XCTAssertFalse(granted)
        XCTAssertEqual(service.authorizationStatus, .notDetermined)
    }

    func testAMemoryOnlyStoreKeepsTheAnswerForTheRunAndWritesNothing() async throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
        let service = PushService(store: .memoryOnly())
        service.authorizationPrompt = { _ in true }
        let granted = await service.requestAuthorization(options: [.alert])
        XCTAssertTrue(granted)
        XCTAssertEqual(service.authorizationStatus, .authorized, "held for this run")
        XCTAssertEqual(PushService(store: .memoryOnly()).authorizationStatus, .notDetermined, "not kept")
        XCTAssertNil(PushAuthorizationStore.memoryOnly().fileURL)
        let after = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
        XCTAssertFalse(
            Set(after).subtracting(before).contains { $0.contains("push-authorization") },
            "nothing written to /tmp")
    }

    func testAnUnreadableAnswerFileMeansNotAsked() async throws {
        let file = folder.appendingPathComponent("data/push-authorization.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: file)
        XCTAssertEqual(makeService().authorizationStatus, .notDetermined)
    }

    func testOpeningAPushHandsItToOnPushReceive() async {
        let service = makeService()
        var opened: [PushPayloadModel] = []
        service.onPushReceive = { opened.append($0) }
        service.open(payload)
        XCTAssertEqual(opened, [payload])
    }
}

final class PushTokenRepositoryTests: XCTestCase {
    func testTheTokenIsGeneratedOnceAndKeptInTheKeychainStore() throws {
        let directories = StorageDirectories.temporary()
        defer { try? FileManager.default.removeItem(atPath: directories.environment["HOME"]!) }
        let store = try KeychainStorageService<String>(config: KeychainConfig(directories: directories))
        let token = try PushTokenRepository(store: store, instance: "dev").token()
        XCTAssertEqual(token.count, 64)
        XCTAssertTrue(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        XCTAssertEqual(try PushTokenRepository(store: store, instance: "dev").token(), token)
        let reopened = try KeychainStorageService<String>(config: KeychainConfig(directories: directories))
        XCTAssertEqual(try PushTokenRepository(store: reopened, instance: "dev").token(), token, "survives a relaunch")
        XCTAssertNotEqual(try PushTokenRepository(store: store, instance: "prod").token(), token, "one per environment")
    }

    func testAnInjectedGeneratorAndTheMask() throws {
        let store = RamMemoryStorageService<UniqueStorageKey<String>, String>()
        let repository = PushTokenRepository(store: store, instance: "dev", generate: { "abcdef0123" })
        XCTAssertEqual(try repository.token(), "abcdef0123")
        XCTAssertEqual(PushTokenRepository.masked("abcdef0123"), "••••••0123")
        XCTAssertEqual(PushTokenRepository.masked("abc"), "abc")
        XCTAssertNotEqual(PushTokenRepository.randomToken(), PushTokenRepository.randomToken())
    }
}
