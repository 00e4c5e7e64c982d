import MapKit
import SheetRuntime
import SwiftUI
import UIKit

/// Maps, whole (Samples/MapsSearch.sheet.yaml and MapsPlace.sheet.yaml) beside a real
/// `UITabBarController`: the search is the tab bar controller's persistent sheet, standing on the tab
/// bar over an `MKMapView` and kept through tab switches (`addSheet(_:)`); a tapped result presents
/// the place sheet from the search's content, stacked over it (the search hides until it closes).
final class MapsTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let map = UIViewController()
        map.view = MKMapView()
        map.tabBarItem = UITabBarItem(title: "Map", image: UIImage(systemName: "map"), tag: 0)
        let guides = UIViewController()
        guides.view.backgroundColor = .systemGroupedBackground
        guides.tabBarItem = UITabBarItem(title: "Guides", image: UIImage(systemName: "book"), tag: 1)
        viewControllers = [map, guides]
        if #available(iOS 26, *) { tabBarMinimizeBehavior = .onScrollDown }

        // The map is the selected tab's, beside the sheet: the touches the sheet passes through
        // (`passthrough: half`) and those on the tab bar never reach the sheet's pan.
        addSheet(SheetContainerViewController<MapsSearch>(content: MapsSearchResults()))
    }
}

/// The search sheet's content: a search field and the places found. A tapped place is presented as
/// the place sheet from here.
final class MapsSearchResults: UITableViewController, UISearchBarDelegate {
    private let places = ["Coffee Roasters", "Corner Bakery", "City Museum", "Riverside Park", "Central Station",
                          "Harbour Market", "Old Library", "Botanical Garden", "Cinema Paradiso", "North Beach"]
    private let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.placeholder = "Search Maps"
        searchBar.searchBarStyle = .minimal
        searchBar.delegate = self
        searchBar.sizeToFit()
        tableView.tableHeaderView = searchBar
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? UITableViewCell(style: .default, reuseIdentifier: "place")
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row]
        content.image = UIImage(systemName: "mappin.circle.fill")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        searchBar.resignFirstResponder()
        let place = SheetContainerViewController<MapsPlace>(content: MapsPlaceCard(name: places[indexPath.row]))
        present(place, animated: true)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }
}

/// The place sheet's content: the place's name and a close button.
final class MapsPlaceCard: UIViewController {
    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.text = name
        title.font = .preferredFont(forTextStyle: .title2)
        title.adjustsFontForContentSizeCategory = true
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        let row = UIStackView(arrangedSubviews: [title, close])
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 28),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// The tab bar controller in the SwiftUI list of examples.
struct MapsTabBarExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MapsTabBarController { MapsTabBarController() }
    func updateUIViewController(_ controller: MapsTabBarController, context: Context) {}
}
