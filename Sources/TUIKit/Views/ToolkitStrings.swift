/// Words the toolkit draws itself; an app passes its translations through `Window`.
public struct ToolkitStrings: Sendable {
    public var back: String
    public var close: String
    /// The button of an alert declared without actions, as SwiftUI adds one.
    public var ok: String
    /// `ErrorView`'s defaults: its button, title and message.
    public var retry: String
    public var errorTitle: String
    public var errorMessage: String
    /// Messages of the built-in text validators.
    public var validation: TextValidationStrings
    /// What the toolkit's own key bindings do, as hint lines name it.
    public var hints: KeyHintStrings
    /// What the screen-reader mode says besides the screen's own words.
    public var screenReader: ScreenReaderStrings
    /// The command palette's words.
    public var palette: PaletteStrings

    public init(
        back: String = "Back",
        close: String = "Close",
        ok: String = "OK",
        retry: String = "Retry",
        errorTitle: String = "Something went wrong",
        errorMessage: String = "The data could not be loaded. Check the connection and try again.",
        validation: TextValidationStrings = TextValidationStrings(),
        hints: KeyHintStrings = KeyHintStrings(),
        screenReader: ScreenReaderStrings = ScreenReaderStrings(),
        palette: PaletteStrings = PaletteStrings()
    ) {
        self.back = back
        self.close = close
        self.ok = ok
        self.retry = retry
        self.errorTitle = errorTitle
        self.errorMessage = errorMessage
        self.validation = validation
        self.hints = hints
        self.screenReader = screenReader
        self.palette = palette
    }
}
