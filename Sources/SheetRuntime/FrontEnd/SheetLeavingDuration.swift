/// How long the sheet takes to leave when the platform takes it away now (`SheetController.leave`):
/// what UIKit's dismissal transition reports as its duration, so that animations UIKit runs
/// alongside the dismissal last as long as the card's own (a glass card's spring, not a nominal
/// 0.3 s). Found by running a copy of the controller to its `dismissed`, whose time is the animation's
/// end — the controller's own animation, whatever curve, duration, velocity or Reduce Motion it has;
/// no second model of it. Headless, so the rule is tested where UIKit is not.
enum SheetLeavingDuration {
    /// The step the copy is run in; the duration is the `dismissed` event's time, not a step's.
    private static let step = 1.0 / 120
    /// Longer than any leaving animation (a spring settles well within it).
    private static let limit = 60.0

    /// The seconds from `controller.time` to its `dismissed` if it left now, animated or not: 0 when it
    /// would leave at once, or is dismissed already.
    static func of<State>(_ controller: SheetController<State>, animated: Bool) -> Double {
        var copy = controller
        let start = copy.time
        guard !copy.isDismissed else { return 0 }
        _ = copy.takeEvents()
        copy.leave(animated: animated, time: start)
        var time = start
        while true {
            if let end = copy.takeEvents().first(where: { $0.kind == .dismissed })?.time { return max(0, end - start) }
            guard !copy.isDismissed, time - start < limit else { return max(0, time - start) }
            time += step
            copy.advance(to: time)
        }
    }
}
