/// A `Resources/Configs/<name>.env` (or `Themes/<name>.json`) file, embedded as it is.
struct ConfigFile: Equatable {
    /// The base name (`dev`).
    var name: String
    var text: String
}

/// Everything `Resources/` holds, read and checked: what `R.swift` is generated from.
struct ResourceSet: Equatable {
    var version: String
    var strings: StringTables
    var colors: [ResourceNamespace<ColorValue>]
    var icons: [ResourceNamespace<IconValue>]
    var textStyles: [ResourceNamespace<[String]>]
    /// Sorted by name.
    var configs: [ConfigFile]
    /// `Themes/<name>.json`, sorted by name: embedded as text, read by the app.
    var themes: [ConfigFile]

    init(
        version: String,
        strings: StringTables = .empty,
        colors: [ResourceNamespace<ColorValue>] = [],
        icons: [ResourceNamespace<IconValue>] = [],
        textStyles: [ResourceNamespace<[String]>] = [],
        configs: [ConfigFile] = [],
        themes: [ConfigFile] = []
    ) {
        self.themes = themes
        self.version = version
        self.strings = strings
        self.colors = colors
        self.icons = icons
        self.textStyles = textStyles
        self.configs = configs
    }
}
