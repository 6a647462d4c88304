import Foundation
import Logging
import Network
import NetworkTesting
import Push
import Storage
import XCTest

@testable import ExampleApp

/// The push token's registration through the network layer and the push channel, against
/// the loopback backend (Tests/NetworkTests/Server/loopback_server.py): the token reaches
/// `POST /api/v1/push/tokens`, then queued pushes arrive over `/push/v1/events`, across a
/// dropped stream, each once and in order.
@MainActor
final class PushServerLoopbackTests: XCTestCase {
    override func tearDown() async throws {
        try Environments.setup(name: "dev")
    }

    private func push(_ number: Int) -> String {
        #"{"aps":{"alert":{"title":"Push \#(number)","body":"from the server"}},"deeplink":"exampletui://settings"}"#
    }

    func testTheTokenIsRegisteredThenEveryQueuedPushArrivesOnceAcrossADroppedStream() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let dev = try XCTUnwrap(Environments.files["dev"])
        let text = dev.replacingOccurrences(of: "http://127.0.0.1:8080/api/v1", with: server.baseURL.absoluteString)
            .replacingOccurrences(of: "IS_MOCK_ENABLED = true", with: "IS_MOCK_ENABLED = false")
        XCTAssertNotEqual(text, dev)
        try Environments.setup(name: "dev", files: ["dev": text])

        let directories = StorageDirectories.temporaryForTest()
        try DeliveryFixtures.storeToken(in: directories)
        let keychain = try KeychainStorageService<String>(config: KeychainConfig(directories: directories))
        let repository = PushTokenRegistrationRepository(
            networkService: BaseNetworkService<MobileApi>(),
            tokens: PushTokenRepository(store: keychain, instance: "dev"), environment: "dev")
        let channel = PushChannel(
            url: server.pushChannelURL, deviceToken: { DeliveryFixtures.token }, baseDelay: .milliseconds(50))
        let link = PushServerLink(channel: channel, logger: Logger(label: "push")) {
            () async throws(PushTokenRegistrationRepository.RegistrationError) -> String in
            try await repository.register()
        }
        var titles: [String] = []
        channel.onPush = { payload, _ in titles.append(payload.title ?? "") }
        try await server.queuePush(push(1))
        try await server.queuePush(push(2))

        link.connect()
        try await waitUntil { titles.count >= 2 }
        XCTAssertEqual(link.registration, .registered(tokenSuffix: String(DeliveryFixtures.token.suffix(4))))
        let registrations = try await server.pushTokenRegistrations()
        XCTAssertEqual(
            registrations, [["token": DeliveryFixtures.token, "platform": "terminal", "environment": "dev"]])

        try await server.dropPushStreams()
        try await waitUntil { channel.connectionCount >= 2 && channel.state == .connected }
        try await server.queuePush(push(3))
        try await server.queuePush(push(4))
        try await waitUntil { titles.count >= 4 }
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertEqual(titles, ["Push 1", "Push 2", "Push 3", "Push 4"])
        XCTAssertEqual(channel.lastEventId, "p4")
        link.disconnect()
        XCTAssertEqual(channel.state, .stopped)
    }

    func testARegistrationTheBackendRefusesLeavesTheChannelClosed() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let dev = try XCTUnwrap(Environments.files["dev"])
        try Environments.setup(
            name: "dev",
            files: [
                "dev": dev.replacingOccurrences(of: "http://127.0.0.1:8080/api/v1", with: server.baseURL.absoluteString)
            ])
        let keychain = try KeychainStorageService<String>(
            config: KeychainConfig(directories: StorageDirectories.temporaryForTest()))
        let repository = PushTokenRegistrationRepository(
            networkService: BaseNetworkService<MobileApi>(),
            tokens: PushTokenRepository(store: keychain, instance: "dev", generate: { "" }), environment: "dev")
        let channel = PushChannel(url: server.pushChannelURL)
        let link = PushServerLink(channel: channel, logger: Logger(label: "push")) {
            () async throws(PushTokenRegistrationRepository.RegistrationError) -> String in
            try await repository.register()
        }
        link.connect()
        try await waitUntil { link.registration != .registering }
        guard case .failed(let reason) = link.registration else { return XCTFail("\(link.registration)") }
        XCTAssertTrue(reason.contains("400"), reason)
        XCTAssertEqual(channel.state, .stopped)
        XCTAssertEqual(channel.connectionCount, 0, "no channel without a registered token")
        let registrations = try await server.pushTokenRegistrations()
        XCTAssertEqual(registrations.count, 0)
    }

    /// Waits (at most 20 s) until `condition` holds; fails the test if it never does.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(20)
        while !condition() {
            guard Date() < deadline else { return XCTFail("gave up after 20 s") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
