import Observation

/// A value a view keeps between frames and between key presses, when no view model holds
/// it (a detail screen's scroll position): the screen makes one box, its view binds to the
/// value with `Binding(box, \.value)`. The role of SwiftUI's `@State` storage.
@MainActor
@Observable
public final class StateBox<Value> {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
