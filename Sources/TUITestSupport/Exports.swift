// One import for an app's tests: the frame snapshot strategies, the pilot (TUIKit) and the
// pseudo-terminal come with the screen matrix and the end-to-end session.
@_exported import SnapshotTesting
@_exported import TUICore
@_exported import TUIKit
@_exported import TUIPseudoTerminal
@_exported import TUISnapshotTesting
