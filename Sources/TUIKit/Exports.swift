// An app imports TUIKit alone: `TerminalApplication` runs the window on the terminal
// backend, whose errors an app reports.
@_exported import TUITerminal
