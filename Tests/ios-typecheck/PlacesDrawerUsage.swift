#if canImport(UIKit)
import SheetRuntime
import SwiftUI
import UIKit

/// The four-state places drawer (docs/language.md#states: named states) in UIKit: its typed states
/// in a switch that must list every one, a move to the highest with a completion, and a label
/// that follows the frame stream's state.
final class PlacesScreen: UIViewController {
    private let places = UITableView()
    private let status = UILabel()
    private var drawer: SheetContainerViewController<PlacesDrawer>?
    private var observation: SheetObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = UIViewController()
        list.view = places
        let drawer = SheetContainerViewController<PlacesDrawer>(content: list, background: UIViewController())
        addChild(drawer)
        drawer.view.frame = view.bounds
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
        self.drawer = drawer
        view.addSubview(status)
        observation = drawer.addFrameObserver { [weak self] frame in
            self?.status.text = frame.state.map(Self.title) ?? "moving"
        }
    }

    /// Every state by name: adding or removing one in the spec is a compile error here.
    static func title(_ state: PlacesDrawer.State) -> String {
        switch state {
        case .peek: "Nearest place"
        case .half: "Places nearby"
        case .full: "All places"
        case .max: "Place details"
        }
    }

    func showDetails() {
        drawer?.move(to: .max) { [weak self] finished in
            if finished { self?.places.flashScrollIndicators() }
        }
    }
}

/// The same drawer in SwiftUI, its state bound both ways; the card's colours follow the
/// colour scheme (its defaults are light and dark pairs).
struct PlacesView: View {
    @State private var state: PlacesDrawer.State? = .half

    var body: some View {
        Color.gray
            .ignoresSafeArea()
            .sheetc(PlacesDrawer.self, state: $state) {
                List(PlacesDrawer.State.allCases, id: \.self) { place in
                    Button(PlacesScreen.title(place)) { state = place }
                }
            }
    }
}
#endif
