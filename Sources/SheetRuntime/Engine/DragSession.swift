/// One drag of the sheet, from the finger going down to its release.
///
/// The adapter begins a session at the sheet's current height, moves it with the
/// pan gesture's translation, and ends it with the gesture's velocity; the
/// session answers with the height to show and, at the end, the decision.
public struct DragSession: Hashable, Sendable {
    /// The engine deciding for this drag.
    public let engine: SheetEngine
    /// The visible height when the drag began.
    public let startHeight: Double
    /// The visible height to show now (rubber banded past the bounds).
    public private(set) var height: Double

    /// Begins a drag with the sheet showing `startHeight` points.
    public init(engine: SheetEngine, startHeight: Double) {
        self.engine = engine
        self.startHeight = startHeight
        self.height = engine.displayedHeight(forProposed: startHeight)
    }

    /// Follows the finger: `translation` is the gesture's total vertical travel in points,
    /// positive downward. Returns the height to show.
    @discardableResult
    public mutating func move(translation: Double) -> Double {
        height = engine.displayedHeight(forProposed: startHeight - translation)
        return height
    }

    /// The backdrop's alpha at the current height.
    public var alpha: Double { engine.dimmingAlpha(atHeight: height) }

    /// Releases the sheet with the gesture's vertical `velocity` (pt/s, positive downward).
    public func end(velocity: Double) -> SheetEngine.Decision {
        engine.release(height: height, velocity: velocity)
    }
}
