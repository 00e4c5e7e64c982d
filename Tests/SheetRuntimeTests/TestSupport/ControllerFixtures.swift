import SheetRuntime
import SheetTestSupport

/// The controller's tests' way to make a controller: of `SheetConfiguration.test()` on an iPhone 15
/// unless told otherwise (both from SheetTestSupport).
enum ControllerFixtures {
    static func controller(_ configuration: SheetConfiguration = .test(), container: ContainerMetrics = .iPhone15,
                           reduceMotion: Bool = false) -> SheetController<NamedSheetState> {
        SheetController(configuration: configuration, container: container, reduceMotion: reduceMotion)
    }
}

extension SheetEvent: CustomStringConvertible {
    /// `willMove open`, `settled compressed`, `dismissed`: what tests compare.
    public var description: String {
        switch kind {
        case .willMove(let target): return "willMove \(target.name)"
        case .settled(let state): return "settled \(state.rawValue)"
        case .dismissed: return "dismissed"
        case .touch(let destination): return "touch \(destination.rawValue)"
        }
    }
}

extension SheetController where State == NamedSheetState {
    /// The events since the last call, as `willMove open` strings.
    mutating func eventNames() -> [String] { takeEvents().map(\.description) }

    /// Runs time on in 1/120 s frames until the sheet rests or is dismissed (at most `limit` seconds).
    mutating func runUntilRest(limit: Double = 30) {
        let end = time + limit
        while frame.phase == .animating || frame.phase == .dragging, time < end {
            advance(to: time + 1.0 / 120)
        }
    }

    /// The resting state's name, or `dismissed`, or the phase.
    var restingPlace: String {
        let frame = frame
        switch frame.phase {
        case .resting: return frame.state?.rawValue ?? "?"
        case .dismissed: return "dismissed"
        default: return frame.phase.rawValue
        }
    }
}
