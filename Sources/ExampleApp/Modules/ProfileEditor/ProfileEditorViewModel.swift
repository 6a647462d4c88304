import AppSupport
import Observation

/// The name being typed, its check and its save. A bad name gets a message and keeps
/// what was typed; a good one is saved, and the screen closes once the save is done.
@MainActor
@Observable
final class ProfileEditorViewModel {
    private(set) var name: String
    private(set) var isSaving = false
    private(set) var errorMessage: String?
    @ObservationIgnored private let repository: ProfileNameRepository
    @ObservationIgnored private let haptics: any HapticFeedbackGenerating
    @ObservationIgnored private let coordinator: ProfileEditorCoordinator
    @ObservationIgnored private var saving: Perform?

    init(
        profile: ProfileNameModel, repository: ProfileNameRepository, haptics: any HapticFeedbackGenerating,
        coordinator: ProfileEditorCoordinator
    ) {
        self.name = profile.name
        self.repository = repository
        self.haptics = haptics
        self.coordinator = coordinator
    }

    var characterCount: String {
        R.string.eventBusDemo.characterCount(name.count, ProfileNameRepository.maximumNameLength)
    }

    func onTextTyped(_ text: String) {
        guard !isSaving else { return }
        let printable = text.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
        let room = ProfileNameRepository.maximumNameLength - name.count
        if printable.count > room { haptics.generate(.notification(.warning)) }
        name += printable.prefix(max(0, room))
        errorMessage = nil
    }

    func onBackspace() {
        guard !isSaving, !name.isEmpty else { return }
        name.removeLast()
        errorMessage = nil
    }

    func onClear() {
        guard !isSaving else { return }
        name = ""
        errorMessage = nil
    }

    func onSaveTapped() {
        guard !isSaving else { return }
        isSaving = true
        errorMessage = nil
        saving = Perform { [repository, name, weak self] in
            _ = try await repository.save(name: name)
            onMain { [weak self] in self?.didSave() }
        } onError: { [weak self] error in
            self?.didFail(error)
        }
    }

    /// Esc: leaves without saving (a save under way is dropped as the screen goes).
    func onCancel() {
        coordinator.close()
    }

    func onViewDidDisappear() {
        // Leaving with Esc mid-save drops the save: nothing is announced.
        saving?.cancel()
        saving = nil
        isSaving = false
    }

    private func didSave() {
        isSaving = false
        haptics.generate(.notification(.success))
        coordinator.close()
    }

    private func didFail(_ error: any Error) {
        isSaving = false
        errorMessage = (error as? ProfileNameError)?.message ?? R.string.eventBusDemo.errorUnknown()
        haptics.generate(.notification(.error))
    }
}
