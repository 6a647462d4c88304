import Observation

/// What a bottom sheet remembers between frames: the detent it rests at, the sheet on
/// screen and the one sliding away, and how it moves. It is drawing state, so the view keeps
/// it (a `let` of the view, which its factory makes once) and hands it to
/// `.bottomSheet(isPresented:state:content:)`; the view model holds only whether the sheet
/// is up. One state per `.bottomSheet` modifier, since each modifier presents through its own.
@MainActor
@Observable
public final class BottomSheetState {
    /// Where the sheet rests; nil means the first of its detents. Keys and the grabber
    /// change it, and it starts over at each presentation.
    public var selectedDetent: PresentationDetent?

    /// The sheet on screen, by identity, and the item it shows.
    @ObservationIgnored private(set) var shown: Presented?
    /// A sheet sliding away after its binding let go of it, drawn until it is gone.
    @ObservationIgnored private(set) var closing: Presented?
    @ObservationIgnored var movement = SheetMovement()

    struct Presented {
        let id: AnyHashable
        var item: Any
    }

    enum Phase {
        case hidden
        case presented(Any)
        case closing(Any)
    }

    public init() {}

    /// Whether a sheet is up (one sliding away does not count).
    public var isPresented: Bool { shown != nil }

    /// Brings the state up to what the binding asks for at this frame: presents a new
    /// sheet, starts a dismissed one sliding away, and lets a replaced one go before its
    /// successor comes up (as SwiftUI does when `item` changes).
    func update(request: Presented?, now: Duration) -> Phase {
        if let current = shown, current.id != request?.id {
            shown = nil
            // One that never rose has nothing to slide away.
            if movement.drawnHeight > 0 {
                closing = current
                movement.beginFromCurrentHeight()
            }
        }
        if let leaving = closing {
            guard movement.hasFinished(at: now) else { return .closing(leaving.item) }
            closing = nil
            movement.reset()
        }
        guard let request else { return .hidden }
        if shown == nil {
            if selectedDetent != nil { selectedDetent = nil }
            movement.begin(from: 0)
        }
        shown = request
        return .presented(request.item)
    }

    /// Moves the sheet to rest at `detent`, easing from where it is.
    func select(_ detent: PresentationDetent) {
        selectedDetent = detent
        movement.beginFromCurrentHeight()
    }

    /// What a drag on the grabber that lets go means for a sheet with `detents` resting
    /// at `heights` rows (same order): rest at the nearest detent, go away when pulled
    /// below half the lowest one, or, when it never moved, a click.
    func endDrag(detents: [PresentationDetent], heights: [Int]) -> SheetDragOutcome {
        guard let drag = movement.drag, drag.hasMoved else { return .click }
        if let lowest = heights.min(), drag.height < (lowest + 1) / 2 { return .dismiss }
        guard let index = drag.nearest(among: heights) else { return .click }
        return .rest(detents[index])
    }
}

/// How a drag on a sheet's grabber ends.
enum SheetDragOutcome: Equatable {
    case rest(PresentationDetent)
    case dismiss
    /// Pressed and released without moving.
    case click
}
