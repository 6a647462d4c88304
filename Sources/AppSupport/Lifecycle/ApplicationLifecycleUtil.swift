/// Subscribes to the app's lifecycle, as the template's util does to UIApplication's
/// notifications: set the closures you need. It listens while it lives.
///
/// ```swift
/// lifecycleUtil = ApplicationLifecycleUtil(lifecycle: window.lifecycle)
/// lifecycleUtil.onApplicationWillResignActive = { [weak self] in self?.pause() }
/// ```
@MainActor
public final class ApplicationLifecycleUtil {
    public var onApplicationDidBecomeActive: (@MainActor () -> Void)?
    public var onApplicationWillEnterForeground: (@MainActor () -> Void)?
    public var onApplicationWillResignActive: (@MainActor () -> Void)?

    public init(lifecycle: ApplicationLifecycle) {
        lifecycle.add(self)
    }

    func receive(_ notification: ApplicationLifecycle.Notification) {
        switch notification {
        case .didBecomeActive: onApplicationDidBecomeActive?()
        case .willEnterForeground: onApplicationWillEnterForeground?()
        case .willResignActive: onApplicationWillResignActive?()
        }
    }
}
