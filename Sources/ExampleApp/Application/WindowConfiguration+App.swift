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

    /// The toolkit's words in each language asked for so far: a frame asks for them (the
    /// key hints, the errors), and building the fifty strings through the catalog's lock was
    /// a seventh of a list's frame. The words of a language never change while the app runs;
    /// the closures among them read the language when called.
    @MainActor private static var toolkitStringsByLanguage: [Language: ToolkitStrings] = [:]

    /// The toolkit's words in the app's language now.
    @MainActor private static func toolkitStrings() -> ToolkitStrings {
        let language = Localization.language
        if let strings = toolkitStringsByLanguage[language] { return strings }
        let strings = makeToolkitStrings()
        toolkitStringsByLanguage[language] = strings
        return strings
    }

    private static func makeToolkitStrings() -> ToolkitStrings {
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
                commands: R.string.common.bindingCommands(),
                app: R.string.common.scopeApp(),
                navigation: R.string.common.scopeNavigation(),
                tabBar: R.string.common.scopeTabBar()
            ),
            screenReader: ScreenReaderStrings(
                position: { R.string.common.screenReaderPosition($0, $1) },
                selected: R.string.common.screenReaderSelected(),
                on: R.string.common.screenReaderOn(),
                off: R.string.common.screenReaderOff(),
                loading: R.string.common.screenReaderLoading(),
                loaded: R.string.common.screenReaderLoaded(),
                alert: R.string.common.screenReaderAlert(),
                error: R.string.common.screenReaderError(),
                sparkline: { R.string.common.screenReaderSparkline($0, $1, $2, $3) },
                series: { R.string.common.screenReaderSeries($0, $1, $2, $3, $4) },
                lineChart: { R.string.common.screenReaderLineChart($0) },
                barChart: { R.string.common.screenReaderBarChart($0) },
                progress: { R.string.common.screenReaderProgress($0) }
            ),
            palette: PaletteStrings(
                title: R.string.common.paletteTitle(),
                placeholder: R.string.common.palettePlaceholder(),
                noMatches: R.string.common.paletteNoMatches(),
                keysGroup: R.string.common.paletteGroupKeys(),
                move: R.string.common.bindingMove(),
                run: R.string.common.bindingRun(),
                close: R.string.common.bindingClose()
            )
        )
    }
}

extension Window {
    /// Shows `settings` (theme, haptics, reduced motion, the screen-reader mode) from the
    /// next frame on.
    func apply(_ settings: AppSettings) {
        theme = settings.theme
        haptics.isEnabled = settings.hapticsEnabled
        reducesMotion = settings.reducedMotion
        screenReader = settings.screenReader
        setNeedsDisplay()
    }
}
