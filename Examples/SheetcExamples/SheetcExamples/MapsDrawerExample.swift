import MapKit
import SheetRuntime
import SwiftUI
import UIKit

/// The Maps drawer (Samples/MapsDrawer.sheet.yaml) in UIKit: a table of shortcuts on a drawer
/// embedded over an `MKMapView`. Touches beside the drawer reach the map (the spec's `passthrough`),
/// the map's pans wait for the drawer's, and a label rides above the drawer on its frames.
final class MapsDrawerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let map = MKMapView()
    private let shortcuts = UITableView(frame: .zero, style: .insetGrouped)
    private let status = UILabel()
    private var drawer: SheetContainerViewController<MapsDrawer>?
    private var observation: SheetObservation?
    private let places = ["Home", "Work", "Gym", "Coffee", "Groceries", "Park", "Library", "Station",
                          "Airport", "Museum", "Beach", "Cinema", "Bakery", "Pharmacy", "Hospital", "School"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let background = UIViewController()
        background.view = map
        let list = UITableViewController(style: .insetGrouped)
        list.tableView = shortcuts
        shortcuts.dataSource = self
        shortcuts.delegate = self

        let drawer = SheetContainerViewController<MapsDrawer>(content: list, background: background)
        for recognizer in map.gestureRecognizers ?? [] where recognizer is UIPanGestureRecognizer {
            recognizer.require(toFail: drawer.panGestureRecognizer)
        }
        drawer.embed(in: self)
        self.drawer = drawer

        status.font = .preferredFont(forTextStyle: .footnote)
        status.adjustsFontForContentSizeCategory = true
        status.backgroundColor = .systemBackground.withAlphaComponent(0.8)
        status.textAlignment = .center
        view.addSubview(status)
        observation = drawer.addFrameObserver { [weak self] frame in
            guard let self else { return }
            let top = view.bounds.height - frame.height
            status.frame = CGRect(x: 16, y: top - 40, width: view.bounds.width - 32, height: 28)
            status.text = "progress \(Int((frame.progress * 100).rounded())) %"
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shortcuts" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? UITableViewCell(style: .default, reuseIdentifier: "place")
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row]
        content.image = UIImage(systemName: "mappin.circle.fill")
        cell.contentConfiguration = content
        return cell
    }

    /// A tap opens the drawer fully; from full, it goes back half-way.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        drawer?.move(to: drawer?.targetState == .full ? .half : .full)
    }
}

/// The UIKit screen in the SwiftUI list of examples.
struct MapsDrawerExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MapsDrawerViewController { MapsDrawerViewController() }
    func updateUIViewController(_ controller: MapsDrawerViewController, context: Context) {}
}

/// An `MKMapView` for SwiftUI screens (SwiftUI's own `Map` takes different arguments on iOS 16 and 17).
struct MapBackground: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}
