import AppSupport
import Observation
import TUIKit

@testable import ExampleApp

// The Swift examples of docs/components.md, compiled (DocumentationCodeTests checks each
// `// docs:` region is the page's code block).

enum ComponentExamples {
    /// Any view that draws `Text`s, as the styles example says.
    struct VStackOfTexts: View {
        func render(in area: Rect, frame: Frame) {
            frame.render(Text("Heading"), in: area.row(0))
        }
    }

    struct Item {
        let title: String
    }

    struct CardView: View {
        let item: Item

        func render(in area: Rect, frame: Frame) {
            frame.render(Text(item.title), in: area)
        }
    }

    @MainActor
    static func styles() -> [any View] {
        // docs: components.md
        let texts =
            VStackOfTexts()  // any view that draws `Text`s
            .font(R.font.text.heading2)  // inherited by every Text inside…
        let caption = Text("PS").font(R.font.text.paragraph3)  // …unless one sets its own

        let label = IconLabel("New arrivals", icon: R.image.component.star)
            .apply(style: .highlighted)
            .labelStyle(.background)  // .default, .vertical (icon over title), .background
        // docs: end
        return [texts, caption, label]
    }

    @MainActor
    @Observable
    final class FormViewModel {
        var isNotificationsOn = true
        var page = 0
        var currentItem = 0
        private(set) var saves = 0
        private(set) var openedCards = 0
        private(set) var openedLinks: [String] = []

        func save() { saves += 1 }
        func openCard() { openedCards += 1 }
        func showPage(_ page: Int) { self.page = page }
        func open(_ url: String) { openedLinks.append(url) }
    }

    // docs: components.md
    struct SaveFormView: View {
        let viewModel: FormViewModel
        let item: Item
        // Pressed looks are drawing state: the view keeps them, made once with it by its factory.
        let saveFeedback = PressFeedback()
        let cardFeedback = PressFeedback()

        var bindings: [KeyBinding] {
            [
                KeyBinding(.enter, "save") {
                    saveFeedback.press()  // a key shows the pressed look, as a click does
                    viewModel.save()
                }
            ]
        }

        func render(in area: Rect, frame: Frame) {
            let (saveArea, cardArea) = area.rows(.length(1), .fill, spacing: 1)
            let save = Button("Save", isFocused: true, feedback: saveFeedback) { viewModel.save() }
                .buttonStyle(.primary)
            let card = TouchableControl(feedback: cardFeedback, onTouchUpInside: viewModel.openCard) {
                CardView(item: item)
            }
            frame.render(save, in: saveArea)
            frame.render(card, in: cardArea)
        }
    }
    // docs: end

    @MainActor
    static func controls(viewModel: FormViewModel) -> [any View] {
        // docs: components.md
        let notifications = CustomSwitch(
            isOn: Binding(viewModel, \.isNotificationsOn), id: "notifications", isFocused: true,
            appearance: CustomSwitch.Appearance(trackWidth: 6, animationDuration: .milliseconds(150)))
        // docs: end
        // docs: components.md
        let pages = BeanPageControl(
            count: 5, position: Double(viewModel.page), id: "pages",
            appearance: .init(inactiveBeanWidth: 1, activeBeanWidth: 4, padding: 1)
        ) { viewModel.showPage($0) }
        // docs: end
        return [notifications, pages]
    }

    struct CarouselView: View {
        let viewModel: FormViewModel
        let items: [Item]

        func render(in area: Rect, frame: Frame) {
            let (carouselArea, pagesArea) = area.rows(.fill, .length(1))
            // docs: components.md
            let carousel = Carousel(
                count: items.count, currentItem: Binding(viewModel, \.currentItem),
                manager: ItemsScrollManager(cellWidth: 24, cellOffset: 2, insets: EdgeInsets(left: 2, right: 2)),
                id: "cards"
            ) { index, card, frame in
                frame.render(CardView(item: items[index]), in: card)
            }
            frame.render(carousel, in: carouselArea)
            frame.render(
                BeanPageControl(count: items.count, position: carousel.shownPosition(frame: frame)), in: pagesArea)
            // docs: end
        }
    }

    @MainActor
    static func tabBar(
        examples: ScreenController, components: ScreenController, settings: ScreenController, appSettings: AppSettings
    ) -> CustomTabBarController {
        // docs: components.md
        let tabBar = CustomTabBarController(controllers: [examples, components, settings])  // MainTabBarFactory
        // Read on every frame, so a change in Settings shows at once; captured weakly, so the tab
        // bar does not keep the settings alive.
        tabBar.tabBarStyle = { [weak appSettings] in appSettings?.tabBarStyle ?? .classic }
        // docs: end
        return tabBar
    }

    struct StyledTextView: View {
        let viewModel: FormViewModel
        let url = "https://example.com/docs"

        func render(in area: Rect, frame: Frame) {
            // docs: components.md
            let text = StringBuilder(globalAttributes: [.foregroundColor(R.color.text.primary)])
                .add(.string("Read"))
                .add(.delimiterWithString(delimiter: .init(type: .space), string: "the docs"), with: [.link(url)])
                .add(.delimiterWithString(delimiter: .init(type: .lineBreak), string: "Done."), with: [.bold])
                .value
            frame.render(StyledText(text) { url in viewModel.open(url) }, in: area)
            // docs: end
        }
    }

    @MainActor
    static func avatar() -> Avatar {
        // docs: components.md
        Avatar(
            firstName: "Anna", lastName: "Karenina", badgeCount: 3,
            appearance: .init(size: Size(width: 6, height: 3), palette: [R.color.text.accent, R.color.text.success]))
        // docs: end
    }

    enum Field { case phone, email }

    @MainActor
    @Observable
    final class SignUpViewModel {
        let phone: any FormField
        var focus = Field.phone

        init(phone: any FormField) {
            self.phone = phone
        }

        func onFocusTapped(_ field: Field) { focus = field }
    }

    @MainActor
    static func signUpView() -> SignUpView {
        // docs: components.md
        let phone = TextFieldState(  // XFactory (or the module's fields type)
            validator: TextValidators {
                $0.nonEmpty()
                $0.phone()
            },
            formatter: TextFormatters { $0.phoneMask(mask: "+7 (###) ###-##-##") }
        )
        let viewModel = SignUpViewModel(phone: phone)  // reads it as a FormField
        return SignUpView(viewModel: viewModel, phone: phone)  // edits and draws it
        // docs: end
    }

    struct SignUpView: View {
        let viewModel: SignUpViewModel
        let phone: TextFieldState

        // docs: components.md
        var bindings: [KeyBinding] { KeyBinding.editing(phone) }  // XView: typing, paste
        // docs: end

        func render(in area: Rect, frame: Frame) {
            let field =
                // docs: components.md
                FloatingHintTextField(
                    text: phone, hint: "Phone number", secondHint: "+7 (",
                    isFocused: viewModel.focus == .phone
                ) { viewModel.onFocusTapped(.phone) }
            // docs: end
            frame.render(field, in: area)
        }
    }

    enum Phase { case typing, checking }

    @MainActor
    @Observable
    final class CodeViewModel {
        // docs: components.md
        var password = "" {  // XViewModel
            didSet { if password.count == 6, password != oldValue { startCheck() } }
        }
        // docs: end
        var hasError = false
        var phase = Phase.typing
        private(set) var checks = 0

        func startCheck() { checks += 1 }
    }

    struct CodeView: View {
        let viewModel: CodeViewModel

        func render(in area: Rect, frame: Frame) {
            let field =
                // docs: components.md
                OTPField(
                    password: Binding(viewModel, \.password), hasError: Binding(viewModel, \.hasError),
                    codeLength: 6, isEnabled: viewModel.phase == .typing,
                    appearance: .init(cellWidth: 5, gap: 1))  // OTPField.Appearance: cell width and gap
            // docs: end
            frame.render(field, in: area)
        }
    }

    // docs: components.md
    struct PasswordView: View {
        let password = TextFieldState(validator: TextValidators { $0.nonEmpty() }, isSecureTextEntry: true)

        var bindings: [KeyBinding] {  // the reveal key first, so the hint line shows it
            [.revealing(password, password.isRevealed ? "hide password" : "show password")]
                + KeyBinding.editing(password)
        }

        func render(in area: Rect, frame: Frame) {
            frame.render(FloatingHintTextField(text: password, hint: "Password", isFocused: true), in: area)
        }
    }
    // docs: end
}
