// The cost of one SheetController frame, for Benchmarks/controller_bench.py.
//
//     ControllerBenchmark [frames] [scenario]
//
// Runs `frames` frames of each scenario (or only the one named) at 120 Hz and prints one
// line per scenario: `<scenario> <frames> <nanoseconds per frame>`. The scenarios are what a
// display link asks of the controller: a spring animating to a state, again and again
// (each frame: advance, the settle search's grid points since the last frame, the frame);
// a finger dragging the sheet (a move, then the frame); a sheet at rest.
import SheetRuntime

let arguments = CommandLine.arguments
let frames = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let only = arguments.count > 2 ? arguments[2] : nil

let configuration = SheetConfiguration(
    sheet: "Bench", segmented: true,
    states: [SheetState(name: "closed", height: .zero), SheetState(name: "compressed", height: .fraction(0.5)),
             SheetState(name: "open", height: .fraction(0.9))],
    topInset: .zero, initialState: "compressed", popUpIndicator: nil,
    thresholds: Thresholds(dismissVelocity: 1500, snapVelocity: 300, dismissBelow: .points(70)),
    dimming: Dimming(color: .black, maxAlpha: 0.5, from: "closed", fullFrom: "open", tapToDismiss: true),
    appearance: Appearance(cornerRadius: 10, backgroundColor: .white),
    animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 0.7),
    interaction: Interaction(dismissible: true, dragArea: .sheet, scrollTracking: true, passthrough: false, rubberBand: true))
let container = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
let step = 1.0 / 120
let states = [NamedSheetState("compressed"), NamedSheetState("open")]

/// Keeps the optimiser from dropping the frames.
var sink = 0.0

func measure(_ name: String, _ body: (Int) -> Void) {
    guard only == nil || only == name else { return }
    let clock = ContinuousClock()
    let elapsed = clock.measure { body(frames) }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print(name, frames, nanoseconds / Double(frames))
}

measure("spring") { frames in
    var controller = SheetController<NamedSheetState>(configuration: configuration, container: container)
    var time = 0.0
    for index in 0..<frames {
        if index % 120 == 0 { controller.move(to: states[(index / 120) % 2], time: time) }
        time += step
        sink += controller.frame(at: time).height
        _ = controller.takeEvents()
    }
}

measure("drag") { frames in
    var controller = SheetController<NamedSheetState>(configuration: configuration, container: container)
    var time = 0.0
    controller.touchDown(atHeight: 300, time: time)
    for index in 0..<frames {
        time += step
        controller.touchMoved(toHeight: 300 + Double(index % 240), time: time)
        sink += controller.frame.height
    }
}

measure("resting") { frames in
    var controller = SheetController<NamedSheetState>(configuration: configuration, container: container)
    var time = 0.0
    for _ in 0..<frames {
        time += step
        sink += controller.frame(at: time).alpha
    }
}

if sink.isNaN { print(sink) }
