/// A read-write reference to a value a view does not own, such as a view model's
/// `isPresented` flag (SwiftUI's `Binding`).
@MainActor
public struct Binding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to `object[keyPath: keyPath]`, holding the object weakly.
    public init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        let fallback = object[keyPath: keyPath]
        self.get = { [weak object] in object?[keyPath: keyPath] ?? fallback }
        self.set = { [weak object] in object?[keyPath: keyPath] = $0 }
    }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
