/// Transitions a coordinator performs, implemented by the containers (the template's
/// router protocols). A coordinator holds its routers weakly and never sees a container.
@MainActor
public protocol NavigationRouter: AnyObject {
    func push(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?)
    func pop(isAnimated: Bool, completion: (@MainActor () -> Void)?)
    func pop(to type: ScreenController.Type, isAnimated: Bool, completion: (@MainActor () -> Void)?)
    func popToRoot(isAnimated: Bool, completion: (@MainActor () -> Void)?)
    /// Shows `controller` as the detail: in a split view's secondary column when it is
    /// expanded, pushed when it is collapsed or there is no split view (the twin of
    /// `showDetailViewController(_:sender:)`, and of the template's navigation processor).
    func showDetail(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?)
}

/// Modal transitions: a presented screen covers everything, tab bar included.
@MainActor
public protocol PresentationRouter: AnyObject {
    func present(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?)
    func dismiss(isAnimated: Bool, completion: (@MainActor () -> Void)?)
}

/// Replaces the whole application root (launch screen → tab bar, environment switch).
@MainActor
public protocol RootRouter: AnyObject {
    func showApplicationRoot(controller: ScreenController, animated: Bool)
}

/// Switches tabs.
@MainActor
public protocol TabBarRouter: AnyObject {
    func selectTab(index: Int)
}

extension NavigationRouter {
    public func push(controller: ScreenController, isAnimated: Bool = true) {
        push(controller: controller, isAnimated: isAnimated, completion: nil)
    }

    public func pop(isAnimated: Bool = true) {
        pop(isAnimated: isAnimated, completion: nil)
    }

    public func pop(to type: ScreenController.Type, isAnimated: Bool = true) {
        pop(to: type, isAnimated: isAnimated, completion: nil)
    }

    public func popToRoot(isAnimated: Bool = true) {
        popToRoot(isAnimated: isAnimated, completion: nil)
    }

    /// A router that knows of no split view pushes the detail.
    public func showDetail(controller: ScreenController, isAnimated: Bool, completion: (@MainActor () -> Void)?) {
        push(controller: controller, isAnimated: isAnimated, completion: completion)
    }

    public func showDetail(controller: ScreenController, isAnimated: Bool = true) {
        showDetail(controller: controller, isAnimated: isAnimated, completion: nil)
    }
}

extension PresentationRouter {
    public func present(controller: ScreenController, isAnimated: Bool = true) {
        present(controller: controller, isAnimated: isAnimated, completion: nil)
    }

    public func dismiss(isAnimated: Bool = true) {
        dismiss(isAnimated: isAnimated, completion: nil)
    }
}
