import TUIKit

/// The component demos of the Components tab, in list order, each at
/// `exampletui://components/<id>`. Later components add their entries here.
enum ComponentCatalog {
    static let components: [CatalogEntry] = [
        CatalogEntry(
            id: "styles",
            icon: R.image.component.styles,
            title: { R.string.components.stylesTitle() },
            subtitle: { R.string.components.stylesSubtitle() },
            makeController: { _ in StylesDemoFactory.createStylesDemoController() }
        ),
        CatalogEntry(
            id: "buttons",
            icon: R.image.component.buttons,
            title: { R.string.components.buttonsTitle() },
            subtitle: { R.string.components.buttonsSubtitle() },
            makeController: { _ in ButtonsDemoFactory.createButtonsDemoController() }
        ),
        CatalogEntry(
            id: "switch",
            icon: R.image.component.switch,
            title: { R.string.components.switchTitle() },
            subtitle: { R.string.components.switchSubtitle() },
            makeController: { _ in SwitchDemoFactory.createSwitchDemoController() }
        ),
        CatalogEntry(
            id: "page-control",
            icon: R.image.component.pageControl,
            title: { R.string.components.pageControlTitle() },
            subtitle: { R.string.components.pageControlSubtitle() },
            makeController: { _ in PageControlDemoFactory.createPageControlDemoController() }
        ),
        CatalogEntry(
            id: "carousel",
            icon: R.image.component.carousel,
            title: { R.string.components.carouselTitle() },
            subtitle: { R.string.components.carouselSubtitle() },
            makeController: { _ in CarouselDemoFactory.createCarouselDemoController() }
        ),
        CatalogEntry(
            id: "styled-text",
            icon: R.image.component.styledText,
            title: { R.string.components.styledTextTitle() },
            subtitle: { R.string.components.styledTextSubtitle() },
            makeController: { StyledTextDemoFactory.createStyledTextDemoController(dependencies: $0) }
        ),
        CatalogEntry(
            id: "avatars",
            icon: R.image.component.avatars,
            title: { R.string.components.avatarsTitle() },
            subtitle: { R.string.components.avatarsSubtitle() },
            makeController: { _ in AvatarsDemoFactory.createAvatarsDemoController() }
        ),
        CatalogEntry(
            id: "text-fields",
            icon: R.image.component.textFields,
            title: { R.string.textFieldsDemo.demoTitle() },
            subtitle: { R.string.textFieldsDemo.demoSubtitle() },
            makeController: { _ in TextFieldsDemoFactory.createTextFieldsDemoController() }
        ),
        CatalogEntry(
            id: "otp",
            icon: R.image.component.otp,
            title: { R.string.otpDemo.demoTitle() },
            subtitle: { R.string.otpDemo.demoSubtitle() },
            makeController: { OTPDemoFactory.createOTPDemoController(dependencies: $0) }
        ),
        // make module: components
    ]

    /// Route ids, as `AppRoute` accepts them.
    static var ids: [String] { components.map(\.id) }

    static func component(id: String) -> CatalogEntry? {
        components.first { $0.id == id }
    }
}
