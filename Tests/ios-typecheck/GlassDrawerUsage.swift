#if canImport(UIKit)
import SheetRuntime
import SwiftUI
import UIKit

/// The glass places drawer (`style: glass`, Samples/GlassPlacesDrawer.sheet.yaml) over a map in
/// UIKit: the app hands over its content and the map behind, and the controller draws the
/// floating glass card, its concentric corners and its attaching at full; the app only reads
/// where the drawer is.
final class GlassPlacesScreen: UIViewController {
    private let places = UITableView()
    private let map = UIViewController()
    private var drawer: SheetContainerViewController<GlassPlacesDrawer>?
    private var observation: SheetObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = UIViewController()
        list.view = places
        let drawer = SheetContainerViewController<GlassPlacesDrawer>(content: list, background: map)
        addChild(drawer)
        drawer.view.frame = view.bounds
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
        self.drawer = drawer
        observation = drawer.addFrameObserver { [weak self] frame in
            // The list scrolls only once the card is attached, at full.
            self?.places.isScrollEnabled = frame.state == .full
        }
    }

    /// Every state by name: adding or removing one in the spec is a compile error here.
    static func title(_ state: GlassPlacesDrawer.State) -> String {
        switch state {
        case .peek: "Nearest place"
        case .half: "Places nearby"
        case .full: "All places"
        }
    }

    func showAll() {
        drawer?.move(to: .full)
    }

    /// What the spec resolved the look to: a glass background that floats until full.
    static var floatsUntilFull: Bool {
        let configuration = GlassPlacesDrawer.configuration
        return configuration.appearance.material == .glass && configuration.placement.float?.attach == .state("full")
    }
}

/// The same drawer in SwiftUI over a map-coloured background, its state bound both ways.
struct GlassPlacesView: View {
    @State private var state: GlassPlacesDrawer.State? = .half

    var body: some View {
        Color.teal
            .ignoresSafeArea()
            .sheetc(GlassPlacesDrawer.self, state: $state) {
                List(GlassPlacesDrawer.State.allCases, id: \.self) { place in
                    Button(GlassPlacesScreen.title(place)) { state = place }
                }
            }
    }
}
#endif
