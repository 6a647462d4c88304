import Observation
import Push

/// The push permission alert's state: `PushService.requestAuthorization` waits here until
/// the user answers the alert the window shows while `isPresented` is true.
@MainActor
@Observable
final class PushPermissionPrompt {
    var isPresented = false
    @ObservationIgnored private var continuation: CheckedContinuation<Bool, Never>?

    /// Shows the alert and waits for the answer.
    func ask(options: PushAuthorizationOptions) async -> Bool {
        continuation?.resume(returning: false)
        return await withCheckedContinuation { continuation in
            self.continuation = continuation
            isPresented = true
        }
    }

    func answer(allowed: Bool) {
        isPresented = false
        continuation?.resume(returning: allowed)
        continuation = nil
    }
}
