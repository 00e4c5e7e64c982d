import MapKit
import SheetRuntime
import UIKit

/// The escape hatches a FloatingPanel user reaches for, on a map with a table drawer: the sheet's
/// pan for `require(toFail:)` against the map's gestures, an explicit shared scroll view, the card
/// and backdrop styled beyond the spec, the content swapped, the drawer removed — and a subclass.
final class MapTableScreenViewController: UIViewController, UITableViewDataSource {
    private let map = MKMapView()
    private let results = UITableView()
    private var drawer: PlacesPanel?

    override func viewDidLoad() {
        super.viewDidLoad()
        let background = UIViewController()
        background.view = map
        let list = UIViewController()
        results.dataSource = self
        list.view.addSubview(results)
        results.frame = list.view.bounds
        results.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let drawer = PlacesPanel(content: list, background: background)
        // The table is inside another view: say which scroll view shares the drags.
        drawer.trackScrollView(results)
        // The map's own pans wait for the sheet's to fail, so a drag on the card never pans the map.
        for recognizer in map.gestureRecognizers ?? [] where recognizer is UIPanGestureRecognizer {
            recognizer.require(toFail: drawer.panGestureRecognizer)
        }
        // Styling beyond the spec; the frames stay the controller's.
        drawer.cardView.layer.shadowColor = UIColor.black.cgColor
        drawer.cardView.layer.shadowOpacity = 0.15
        drawer.backdropView.accessibilityLabel = "Map"
        drawer.contentSizing = .fixed
        drawer.embed(in: self)
        self.drawer = drawer
    }

    /// A place was picked: the drawer shows its details instead of the list.
    func showDetails(of row: Int) {
        let details = UIViewController()
        details.view.backgroundColor = .systemBackground
        drawer?.setContent(details)
        drawer?.trackScrollView(nil)  // the details have no list: none found, none shares
        drawer?.move(to: .half)
    }

    /// Leaving map mode: the drawer slides away, then leaves this screen.
    func closeDrawer() {
        drawer?.remove(animated: true) { [weak self] in
            self?.drawer = nil
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Place \(indexPath.row + 1)"
        cell.contentConfiguration = configuration
        return cell
    }
}

/// The container subclassed, as FloatingPanel users subclass `FloatingPanelController`.
final class PlacesPanel: SheetContainerViewController<MapsDrawer> {
    private var appearances = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
        handleAccessibilityHint = "Swipe up for more places."
    }
}
