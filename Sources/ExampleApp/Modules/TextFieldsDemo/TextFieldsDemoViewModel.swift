import Observation

/// A sign-up form: phone, e-mail and name fields (their validators and formatters are in
/// `TextFieldsDemoFields`), a read-only country, and a submit button enabled once every
/// field is valid.
@MainActor
@Observable
final class TextFieldsDemoViewModel {
    /// What takes keys, in Tab order (the disabled country is skipped).
    enum Focus: CaseIterable {
        case phone
        case email
        case name
        case submit
    }

    /// How the fields look; the view draws each.
    enum FieldStyle: CaseIterable {
        case underlined
        case outlined
        case plain
    }

    let phone: any FormField
    let email: any FormField
    let name: any FormField
    private(set) var focus: Focus = .phone
    /// How the fields look: underlined, outlined or plain (Ctrl-T).
    private(set) var fieldStyle = FieldStyle.underlined
    @ObservationIgnored private let coordinator: TextFieldsDemoCoordinator

    init(phone: any FormField, email: any FormField, name: any FormField, coordinator: TextFieldsDemoCoordinator) {
        self.phone = phone
        self.email = email
        self.name = name
        self.coordinator = coordinator
    }

    var fields: [any FormField] { [phone, email, name] }

    var isSubmitEnabled: Bool { fields.allSatisfy(\.isValid) }

    func field(for focus: Focus) -> (any FormField)? {
        switch focus {
        case .phone: phone
        case .email: email
        case .name: name
        case .submit: nil
        }
    }

    func onNextStyleTapped() {
        let all = FieldStyle.allCases
        fieldStyle = all[((all.firstIndex(of: fieldStyle) ?? 0) + 1) % all.count]
    }

    func onFocusTapped(_ focus: Focus) {
        move(to: focus)
    }

    func onNextTapped() {
        let all = Focus.allCases
        move(to: all[(all.firstIndex(of: focus)! + 1) % all.count])
    }

    func onPreviousTapped() {
        let all = Focus.allCases
        move(to: all[(all.firstIndex(of: focus)! + all.count - 1) % all.count])
    }

    /// Enter goes to the next field, and submits from the button. Returns whether the
    /// button was pressed (enabled), for the view to show the press.
    @discardableResult
    func onEnterTapped() -> Bool {
        guard focus == .submit else {
            onNextTapped()
            return false
        }
        let isPressed = isSubmitEnabled
        onSubmitTapped()
        return isPressed
    }

    func onSubmitTapped() {
        guard isSubmitEnabled else {
            // Every message shows, so the person sees what is missing.
            for field in fields { field.isTouched = true }
            return
        }
        coordinator.showSubmitted(
            message: R.string.textFieldsDemo.submittedMessage(name.formattedText, phone.formattedText))
    }

    /// A field that loses focus shows its error from then on, as it was visited.
    private func move(to next: Focus) {
        if next != focus, let left = field(for: focus), !left.text.isEmpty { left.isTouched = true }
        focus = next
    }
}
