#if canImport(UIKit)
import MapKit
import SheetRuntime
import SwiftUI
import UIKit

// A tab bar app with Maps' persistent search sheet above its tab bar, which presents a place sheet
// over itself when a result is tapped (Samples/MapsSearch.sheet.yaml and MapsPlace.sheet.yaml).

// MARK: - UIKit

/// The app's tab bar controller: the search is its persistent sheet, kept through tab switches.
final class MapsTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [MapScreen(), GuidesScreen()]
        if #available(iOS 26, *) { tabBarMinimizeBehavior = .onScrollDown }
        // Stands on the tab bar, covers it at `full`; the map behind takes the touches up to `half`.
        addSheet(SheetContainerViewController<MapsSearch>(content: SearchResults()))
    }
}

/// The first tab: a map under the search sheet.
final class MapScreen: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Map", image: UIImage(systemName: "map"), tag: 0)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func loadView() { view = MKMapView() }
}

/// The second tab: the sheet stays over it too.
final class GuidesScreen: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
        tabBarItem = UITabBarItem(title: "Guides", image: UIImage(systemName: "book"), tag: 1)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// The search sheet's content. A tapped result presents the place sheet from here: it stacks over
/// the search, which hides until the place is closed (MapsPlace's `stack.below: hide`).
final class SearchResults: UITableViewController {
    private let places = ["Coffee", "Bakery", "Museum", "Park", "Station"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? UITableViewCell(style: .default, reuseIdentifier: "place")
        var content = cell.defaultContentConfiguration()
        content.text = places[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let place = SheetContainerViewController<MapsPlace>(content: PlaceCard(name: places[indexPath.row]))
        present(place, animated: true)
    }
}

/// The place sheet's content.
final class PlaceCard: UIViewController {
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
        title.frame = CGRect(x: 20, y: 24, width: 300, height: 32)
        view.addSubview(title)
    }
}

// MARK: - SwiftUI

/// The same app in SwiftUI: `.sheetc` written on the `TabView` itself is its persistent sheet,
/// standing on the tab bar SwiftUI draws.
struct MapsTabApp: View {
    @State private var search: MapsSearch.State? = .peek

    var body: some View {
        TabView {
            MapView()
                .ignoresSafeArea()
                .tabItem { Label("Map", systemImage: "map") }
            Text("Guides")
                .tabItem { Label("Guides", systemImage: "book") }
        }
        .sheetc(MapsSearch.self, state: $search) {
            SearchList()
        }
    }
}

/// The search sheet's content: a tapped result shows the place sheet over the search.
struct SearchList: View {
    private let places = ["Coffee", "Bakery", "Museum", "Park", "Station"]
    @State private var place: String?
    @State private var placeState: MapsPlace.State?

    var body: some View {
        List(places, id: \.self) { name in
            Button(name) { place = name; placeState = .summary }
        }
        .sheetc(MapsPlace.self, state: $placeState, presentation: .presented) { PlaceView(name: place) }
    }
}

/// The place sheet's content.
struct PlaceView: View {
    let name: String?

    var body: some View {
        Text(name ?? "").font(.title2).padding()
    }
}

/// An `MKMapView` in SwiftUI (SwiftUI's own `Map` takes different arguments on iOS 16 and 17).
struct MapView: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}

// MARK: - A bar the app draws itself

/// A bar that is not a tab bar — a toolbar the screen draws — is passed by its height, measured
/// from the container's bottom edge; the sheets inside stand on it.
struct ToolbarScreen: View {
    @State private var search: MapsSearch.State? = .peek

    var body: some View {
        Color.teal
            .ignoresSafeArea()
            .sheetc(MapsSearch.self, state: $search) {
                List { Text("Coffee nearby") }
            }
            .sheetcBar(height: 83)
    }
}
#endif
