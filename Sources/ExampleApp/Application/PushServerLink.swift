import Foundation
import Logging
import Observation
import Push

/// The backend's side of push (APNs' part for the iOS template): the token registered with
/// the backend, then the environment's push channel (`PUSH_CHANNEL_URL`) open while the
/// app runs, each of its pushes handed to the push service. The Push demo connects and
/// disconnects it and shows both states.
@MainActor
@Observable
final class PushServerLink {
    enum Registration: Equatable {
        case notRegistered
        case registering
        /// The backend took the token (its last four characters, for the demo).
        case registered(tokenSuffix: String)
        case failed(String)
    }

    /// Nil when the environment names no channel.
    let channel: PushChannel?
    private(set) var registration: Registration = .notRegistered

    @ObservationIgnored private let register:
        @MainActor () async throws(PushTokenRegistrationRepository.RegistrationError) -> String
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored private var connecting: Task<Void, Never>?

    init(
        channel: PushChannel?, logger: Logger,
        register: @escaping @MainActor () async throws(PushTokenRegistrationRepository.RegistrationError) -> String
    ) {
        self.channel = channel
        self.logger = logger
        self.register = register
    }

    /// Whether the channel runs, or a registration on its way to it.
    var isConnected: Bool { connecting != nil || channel?.isRunning == true }

    /// Registers the token, then opens the channel (if the environment names one).
    func connect() {
        guard !isConnected else { return }
        registration = .registering
        connecting = Task { [weak self] in
            guard let self else { return }
            defer { connecting = nil }
            do throws(PushTokenRegistrationRepository.RegistrationError) {
                let token = try await register()
                registration = .registered(tokenSuffix: String(token.suffix(4)))
                logger.info("push token registered with the backend")
            } catch {
                registration = .failed(error.description)
                logger.error("push token not registered", metadata: ["error": .string(error.description)])
                return
            }
            guard !Task.isCancelled else { return }
            channel?.start()
        }
    }

    /// Closes the channel and stops a registration on its way.
    func disconnect() {
        connecting?.cancel()
        connecting = nil
        channel?.stop()
        if registration == .registering { registration = .notRegistered }
    }
}
