/// What a sheet is doing at a moment.
public enum SheetPhase: String, Hashable, Sendable, CaseIterable {
    /// At rest in a state.
    case resting
    /// Following a finger.
    case dragging
    /// Moving towards a target on its own.
    case animating
    /// Gone: height 0 after a dismissing decision.
    case dismissed
    /// Under another sheet of a stack (`SheetStack`): it takes no touch, move or VoiceOver focus
    /// until the one over it leaves.
    case covered
}

/// Where an animation is going: a state, or off screen.
public enum SheetTarget<State: SheetStateName>: Hashable, Sendable {
    /// A resting state.
    case state(State)
    /// Off screen: reaching it dismisses the sheet.
    case dismissed

    /// The state's name, or `dismissed`: how manifests, scripts and `simulate` spell a target.
    public var name: String {
        switch self {
        case .state(let state): return state.rawValue
        case .dismissed: return "dismissed"
        }
    }
}

/// One frame of a sheet: everything a front end draws (docs/behaviour.md#the-frame).
public struct SheetFrame<State: SheetStateName>: Hashable, Sendable {
    /// The time of the frame, in seconds.
    public var time: Double
    /// How far the card's top edge is above the container's bottom edge, in points
    /// (always within 0 … the container's height).
    public var height: Double
    /// The backdrop's alpha (0 … `dimming.maxAlpha`).
    public var alpha: Double
    /// Resting, dragging, animating or dismissed.
    public var phase: SheetPhase
    /// The resting state, while resting; else `nil`.
    public var state: State?
    /// Where the sheet is animating to, while animating; else `nil`.
    public var target: SheetTarget<State>?
    /// The content offset of the scroll view inside the sheet (0 = top), as the controller keeps it.
    public var scrollOffset: Double
    /// The card's left edge, in points from the container's left edge: its placement's, moved in
    /// by a floating card's margin (`CardGeometry`).
    public var x: Double
    /// The card's width, in points: its placement's, less a floating card's margin on each side.
    public var width: Double
    /// Where `height` lies between the lowest and the highest resting states
    /// (docs/behaviour.md#the-frame): 0 at the lowest, 1 at the highest, below 0 towards a dismissal,
    /// above 1 rubber-banding; with one resting state, the height over its height. What a view riding
    /// on the sheet follows.
    public var progress: Double
    /// The card's bottom edge above the container's bottom edge, in points: 0 for a card attached
    /// to it, a detached card's margin, a floating card's current margin (each above the keyboard
    /// it avoids). The card's own height is `height` less this, never below 0.
    public var bottom: Double
    /// The radius of the card's top corners, in points (drawn as a continuous curve).
    public var cornerRadius: Double
    /// The radius of the card's bottom corners, in points: 0 while attached to the bottom edge,
    /// rounding as the card floats off it.
    public var bottomCornerRadius: Double
    /// How opaque the card's background colour is over its material (0 … 1): 1 for a solid card;
    /// for glass, 0 while it floats, 1 once attached.
    public var opacity: Double
    /// The height of the bar below the sheet, in points (0: none): a front end draws the card over
    /// the bar exactly when `bottom` is below it, else under it, and the backdrop above it only.
    public var bar: Double

    /// A frame; the controller makes them (public so a front end's tests can state one).
    @inlinable
    public init(time: Double, height: Double, alpha: Double, phase: SheetPhase, state: State?, target: SheetTarget<State>?,
                scrollOffset: Double, x: Double, width: Double, progress: Double = 0, bottom: Double = 0, cornerRadius: Double = 0,
                bottomCornerRadius: Double = 0, opacity: Double = 1, bar: Double = 0) {
        self.time = time
        self.height = height
        self.alpha = alpha
        self.phase = phase
        self.state = state
        self.target = target
        self.scrollOffset = scrollOffset
        self.x = x
        self.width = width
        self.progress = progress
        self.bottom = bottom
        self.cornerRadius = cornerRadius
        self.bottomCornerRadius = bottomCornerRadius
        self.opacity = opacity
        self.bar = bar
    }
}

/// Something that happened to a sheet, at the moment it happened.
public struct SheetEvent<State: SheetStateName>: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// An animation towards `target` started, or was retargeted there.
        case willMove(SheetTarget<State>)
        /// An animation reached the resting state.
        case settled(State)
        /// The sheet reached height 0 by a dismissing decision.
        case dismissed
        /// A touch went down that starts no drag, and belongs here
        /// (docs/behaviour.md#dragging-and-releasing): a front end routes it accordingly (a tap on the
        /// `backdrop` is its `tapBackdrop`).
        case touch(SheetTouchDestination)
    }

    /// When it happened, in seconds (a settle is stamped with the animation's end, not the
    /// time a front end next asked).
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// For `settled`: a release (not a move from code, a cancel or a size change) moved the sheet
    /// here from another state — when the UIKit adapter plays `feedback.settle`
    /// (docs/language.md#look-motion-and-feel).
    public var byGesture: Bool

    /// An event; the controller makes them (public so a front end's tests can state one).
    @inlinable
    public init(time: Double, kind: Kind, byGesture: Bool = false) {
        self.time = time
        self.kind = kind
        self.byGesture = byGesture
    }
}

/// The VoiceOver actions on the grab handle (docs/behaviour.md#voiceover).
public enum SheetAccessibilityAction: String, Hashable, Sendable, CaseIterable {
    /// Swipe up: the next higher resting state.
    case increment
    /// Swipe down: the next lower resting state, or dismissed past the lowest (when dismissible).
    case decrement
    /// The escape gesture: dismiss (when dismissible).
    case escape
}
