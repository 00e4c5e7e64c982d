import MapKit
import SheetRuntime
import UIKit

/// A map that stays interactive under a *presented* drawer (pass-through reaches the presenting
/// view, not only an embedded background), presented and dismissed as UIKit code does it, with
/// the drawer presented again later rising from the bottom edge.
final class PresentedMapViewController: UIViewController {
    private let map = MKMapView()
    private let results = UITableView()
    private lazy var drawer: SheetContainerViewController<MapsDrawer> = {
        let list = UIViewController()
        list.view = results
        let drawer = SheetContainerViewController<MapsDrawer>(content: list)
        drawer.onDismiss = { [weak self] in self?.title = "Map" }
        return drawer
    }()

    override func loadView() {
        view = map
    }

    /// Presented over the map: no cross-dissolve, the map keeps its pans and taps beside the card.
    func showResults() {
        present(drawer, animated: true)
        drawer.move(to: .full) { [unowned self] finished in
            if finished { self.results.flashScrollIndicators() }
        }
    }

    /// UIKit's own dismissal goes through the controller: `onDismiss` is called once either way.
    func hideResults(byParent: Bool) {
        if byParent {
            dismiss(animated: true)
        } else {
            drawer.dismiss(animated: true) { print("gone") }
        }
    }
}

/// The same drawer embedded in one call, in a right-to-left layout (a `leading` card follows it).
final class EmbeddedRightToLeftMapViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.semanticContentAttribute = .forceRightToLeft
        let background = UIViewController()
        background.view = MKMapView()
        SheetContainerViewController<MapsDrawer>(content: UIViewController(), background: background).embed(in: self)
    }
}
