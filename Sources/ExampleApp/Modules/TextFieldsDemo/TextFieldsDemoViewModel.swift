import Observation
import TUICore
import TUIKit

/// A sign-up form: phone, e-mail and name fields, each with its validators and
/// formatters, a read-only country, and a submit button enabled once every field is valid.
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

    static let phoneMask = "+7 (###) ###-##-##"

    let phone = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.phone()
        },
        formatter: TextFormatters { $0.phoneMask(mask: TextFieldsDemoViewModel.phoneMask) }
    )
    let email = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.maxLength(64)
            $0.email()
        }
    )
    let name = TextFieldState(
        validator: TextValidators {
            $0.nonEmpty()
            $0.minLength(2)
            $0.maxLength(40)
        },
        formatter: TextFormatters {
            $0.regex(#"[\p{L}\p{M} '-]"#)
            $0.capitalized()
        }
    )
    let country = TextFieldState(text: R.string.textFieldsDemo.countryValue())
    private(set) var focus: Focus = .phone
    /// How the fields look: underlined, outlined or plain (Ctrl-T).
    private(set) var fieldStyle = FloatingTextFieldStyle.underlined
    /// The submit button's pressed look after Enter or a click.
    @ObservationIgnored let submitFeedback = PressFeedback()
    @ObservationIgnored private let coordinator: TextFieldsDemoCoordinator

    init(coordinator: TextFieldsDemoCoordinator) {
        self.coordinator = coordinator
    }

    var fields: [TextFieldState] { [phone, email, name] }

    var isSubmitEnabled: Bool { fields.allSatisfy(\.isValid) }

    func field(for focus: Focus) -> TextFieldState? {
        switch focus {
        case .phone: phone
        case .email: email
        case .name: name
        case .submit: nil
        }
    }

    func onNextStyleTapped() {
        let all = FloatingTextFieldStyle.allCases
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

    /// Enter goes to the next field, and submits from the button.
    func onEnterTapped() {
        if focus == .submit {
            if isSubmitEnabled { submitFeedback.press() }
            onSubmitTapped()
        } else {
            onNextTapped()
        }
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
