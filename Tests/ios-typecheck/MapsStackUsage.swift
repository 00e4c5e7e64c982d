#if canImport(UIKit)
import MapKit
import SheetRuntime
import SwiftUI
import UIKit

/// Sheets stacked on a sheet: a place card (Samples/MapsPlace.sheet.yaml, `stack: {below: hide}`)
/// presented from the search sheet's content (Samples/MapsSearch.sheet.yaml) stacks on it — the
/// search slides out of sight while the place is shown and comes back to its state when the place
/// card leaves, by a drag, a tap on the map or code. UIKit: the results list presents it from inside
/// the card, as any view controller presents another.
final class MapsStackScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let map = UIViewController()
        map.view = MKMapView()
        SheetContainerViewController<MapsSearch>(content: SearchResultsViewController(), background: map).embed(in: self)
    }
}

final class SearchResultsViewController: UITableViewController {
    private let places = ["Blue Bottle Coffee", "Tartine", "Ferry Building"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        places.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? UITableViewCell(style: .default, reuseIdentifier: "place")
        cell.textLabel?.text = places[indexPath.row]
        return cell
    }

    /// Presented from the card's content: the place stacks on the search sheet.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let card = PlaceCardViewController(name: places[indexPath.row])
        let place = SheetContainerViewController<MapsPlace>(content: card)
        place.onDismiss = { tableView.deselectRow(at: indexPath, animated: true) }
        card.closeAll = { [weak place] in place?.dismissStack() }
        present(place, animated: true)
    }
}

/// The place card: "Nearby" stacks another place on this one; "Done" closes every place at once,
/// each card sliding out by its own animation, and the search comes back.
final class PlaceCardViewController: UIViewController {
    var closeAll: (() -> Void)?
    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        let nearby = UIButton(type: .system, primaryAction: UIAction(title: "Nearby") { [unowned self] _ in
            let card = PlaceCardViewController(name: "Near \(self.name)")
            card.closeAll = self.closeAll
            self.present(SheetContainerViewController<MapsPlace>(content: card), animated: true)
        })
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [unowned self] _ in self.closeAll?() })
        let buttons = UIStackView(arrangedSubviews: [nearby, done])
        buttons.frame = view.bounds.insetBy(dx: 16, dy: 16)
        buttons.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(buttons)
    }
}

/// SwiftUI: a `.sheetc` inside the search sheet's content stacks over it; `\.sheetDismissStack`
/// closes every place at once.
struct MapsStackView: View {
    @State private var search: MapsSearch.State? = .peek
    @State private var place: MapsPlace.State?
    @State private var name = ""

    var body: some View {
        Color.teal
            .ignoresSafeArea()
            .sheetc(MapsSearch.self, state: $search) {
                List(["Blue Bottle Coffee", "Tartine"], id: \.self) { result in
                    Button(result) {
                        name = result
                        place = .summary
                    }
                }
                .sheetc(MapsPlace.self, state: $place) {
                    PlaceDetails(name: name)
                }
            }
    }
}

struct PlaceDetails: View {
    let name: String
    @Environment(\.sheetDismiss) private var dismiss
    @Environment(\.sheetDismissStack) private var dismissStack

    var body: some View {
        VStack(alignment: .leading) {
            Text(name).font(.title2)
            HStack {
                Button("Close", action: { dismiss() })
                Button("Done", action: { dismissStack() })
            }
        }
        .padding()
    }
}
#endif
