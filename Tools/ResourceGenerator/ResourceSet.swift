/// A `Resources/Configs/<name>.env` file, embedded as it is.
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

    init(
        version: String,
        strings: StringTables = .empty,
        colors: [ResourceNamespace<ColorValue>] = [],
        icons: [ResourceNamespace<IconValue>] = [],
        textStyles: [ResourceNamespace<[String]>] = [],
        configs: [ConfigFile] = []
    ) {
        self.version = version
        self.strings = strings
        self.colors = colors
        self.icons = icons
        self.textStyles = textStyles
        self.configs = configs
    }
}
