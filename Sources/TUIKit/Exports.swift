// An app imports TUIKit alone: views draw with the core's cells, layout and input, and
// `TerminalApplication` runs them on the terminal backend, whose errors an app reports.
@_exported import TUICore
@_exported import TUITerminal
