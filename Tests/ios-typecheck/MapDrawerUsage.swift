import MapKit
import SheetRuntime
import UIKit

/// Written as a FloatingPanel user writes a Maps screen: a map behind, a table in the drawer,
/// a "locate me" button riding above the drawer on its frame stream, and a move that says when
/// it is done.
final class MapScreenViewController: UIViewController, UITableViewDataSource {
    private let map = MKMapView()
    private let table = UITableView()
    private let locateButton = UIButton(type: .system)
    private var drawer: SheetContainerViewController<MapsDrawer>?
    private var drawerObservation: SheetObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        let background = UIViewController()
        background.view = map
        let list = UIViewController()
        table.dataSource = self
        list.view = table
        let drawer = SheetContainerViewController<MapsDrawer>(content: list, background: background)
        drawer.sharedScrollView = table
        addChild(drawer)
        drawer.view.frame = view.bounds
        drawer.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
        self.drawer = drawer

        locateButton.setImage(UIImage(systemName: "location"), for: .normal)
        view.addSubview(locateButton)
        // The button rides 12 pt above the drawer's top edge and fades as the drawer opens fully.
        drawerObservation = drawer.addFrameObserver { [weak self] frame in
            guard let self else { return }
            let top = self.view.bounds.height - CGFloat(frame.height)
            self.locateButton.frame = CGRect(x: self.view.bounds.width - 60, y: top - 56, width: 44, height: 44)
            self.locateButton.alpha = CGFloat(max(0, min(1, 1 - frame.progress)))
        }
    }

    func showResults() {
        drawer?.move(to: .full) { [weak self] finished in
            if finished { self?.table.flashScrollIndicators() }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Place \(indexPath.row + 1)"
        cell.contentConfiguration = configuration
        if drawer?.targetState == .half { cell.accessoryType = .none }
        return cell
    }
}
