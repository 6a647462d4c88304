import TUIKit

extension WindowConfiguration {
    /// The app's window: its colours, smallest size and title, and the toolkit's words
    /// from the app's strings in the app's language.
    static func app(title: String) -> WindowConfiguration {
        WindowConfiguration(
            colors: .app, minimumSize: Size(width: 40, height: 12), title: title, strings: toolkitStrings,
            tooSmallText: { minimum, current in
                (
                    R.string.common.terminalTooSmallTitle(),
                    R.string.common.terminalTooSmallMessage(
                        minimum.width, minimum.height, current.width, current.height)
                )
            })
    }

    private static func toolkitStrings() -> ToolkitStrings {
        ToolkitStrings(
            back: R.string.common.back(),
            close: R.string.common.close(),
            ok: R.string.common.ok(),
            retry: R.string.app.errorRetry(),
            errorTitle: R.string.app.errorTitle(),
            errorMessage: R.string.app.errorMessage(),
            validation: TextValidationStrings(
                empty: R.string.validation.empty(),
                tooShort: { R.string.validation.tooShort($0) },
                tooLong: { R.string.validation.tooLong($0) },
                mismatch: R.string.validation.mismatch(),
                invalidEmail: R.string.validation.invalidEmail(),
                invalidPhone: R.string.validation.invalidPhone()
            ),
            hints: KeyHintStrings(
                back: R.string.common.bindingBack(),
                close: R.string.common.bindingClose(),
                quit: R.string.common.bindingQuit(),
                tabs: R.string.common.bindingTabs(),
                or: R.string.common.bindingOr(),
                panes: R.string.common.bindingPanes(),
                divider: R.string.common.bindingDivider(),
                app: R.string.common.scopeApp(),
                navigation: R.string.common.scopeNavigation(),
                tabBar: R.string.common.scopeTabBar()
            )
        )
    }
}

extension Window {
    /// Shows `settings` (theme, haptics, reduced motion) from the next frame on.
    func apply(_ settings: AppSettings) {
        theme = settings.theme
        haptics.isEnabled = settings.hapticsEnabled
        reducesMotion = settings.reducedMotion
        setNeedsDisplay()
    }
}
