/// The floating controllers presented in a window, oldest first. It adds one overlay per
/// controller to every frame while the controller's source screen is on screen, and
/// drops each one once it has slid away.
@MainActor
final class FloatingControllerStack: WindowOverlayProvider {
    private(set) var controllers: [FloatingControllerPresentationManager] = []

    func add(_ controller: FloatingControllerPresentationManager) {
        if controller.shouldMinimizePreviousController,
            let previous = controllers.last(where: { $0.groupID == controller.groupID && $0.isPresented })
        {
            previous.minimize(under: controller)
        }
        controllers.append(controller)
    }

    /// Brings back the controllers `controller` kept minimized.
    func restore(minimizedBy controller: FloatingControllerPresentationManager) {
        for minimized in controllers where minimized.minimizingController === controller {
            minimized.restore()
        }
    }

    func overlays(at now: Duration) -> [any Overlay] {
        controllers.removeAll { controller in
            let isGone =
                controller.sourceViewController == nil
                || (controller.isClosing && controller.movement.hasFinished(at: now))
            if isGone { controller.detach() }
            return isGone
        }
        let shown = controllers.filter { $0.sourceViewController?.isVisible == true }
        let front = shown.last { $0.isPresented }
        return shown.map { FloatingSheetOverlay(controller: $0, isFront: $0 === front) }
    }
}
