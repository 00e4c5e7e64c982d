import SheetRuntime

/// Configurations and helpers shared by the controller's tests.
enum ControllerFixtures {
    /// iPhone 15 portrait: 852 pt tall, 793 pt available.
    static let phone = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
    /// iPhone 15 landscape: 393 pt tall, nothing above.
    static let landscape = ContainerMetrics(width: 852, height: 393, topSafeAreaInset: 0, bottomSafeAreaInset: 21)

    /// A three-state sheet (hidden `closed`, `compressed` 300 pt, `open` 600 pt) resting in
    /// `compressed`, with a linear 0.2 s animation unless told otherwise.
    static func sheet(
        states: [SheetLength] = [.zero, .points(300), .points(600)],
        initial: String = "compressed",
        animation: SheetAnimation = SheetAnimation(curve: .linear, duration: 0.2),
        dismissible: Bool = true,
        scrollTracking: Bool = true,
        rubberBand: Bool = true,
        dragArea: Interaction.DragArea = .sheet,
        dimming: Dimming? = Dimming(color: .black, maxAlpha: 0.5, from: "closed", fullFrom: "open", tapToDismiss: true),
        passthrough: Bool = false
    ) -> SheetConfiguration {
        let names = states.count == 3 ? ["closed", "compressed", "open"] : ["closed", "open"]
        return SheetConfiguration(
            sheet: "Test", segmented: states.count == 3,
            states: zip(names, states).map { SheetState(name: $0, height: $1) },
            topInset: .zero, initialState: initial, popUpIndicator: nil,
            thresholds: Thresholds(dismissVelocity: 1500, snapVelocity: 300, dismissBelow: .points(100)),
            dimming: dimming,
            appearance: Appearance(cornerRadius: 10, backgroundColor: .white),
            animation: animation,
            interaction: Interaction(dismissible: dismissible, dragArea: dragArea, scrollTracking: scrollTracking,
                                     passthrough: passthrough, rubberBand: rubberBand))
    }

    static func controller(_ configuration: SheetConfiguration = sheet(), container: ContainerMetrics = phone,
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
