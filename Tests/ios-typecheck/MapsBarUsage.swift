#if canImport(UIKit)
import SheetRuntime
import SwiftUI
import UIKit

/// The Maps search sheet (Samples/MapsSearch.sheet.yaml) standing on a tab bar the app keeps: the
/// app passes the bar's height, the controller measures every state from its top edge and keeps
/// the touches below it for the tabs. UIKit: the tab's screen hosts the sheet and passes its
/// tab bar's height, from the container's bottom edge, on each layout.
final class MapsSearchScreen: UIViewController {
    private let results = UITableView()
    private let map = UIViewController()
    private var search: SheetContainerViewController<MapsSearch>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = UIViewController()
        list.view = results
        let search = SheetContainerViewController<MapsSearch>(content: list, background: map)
        addChild(search)
        search.view.frame = view.bounds
        view.addSubview(search.view)
        search.didMove(toParent: self)
        self.search = search
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The tab bar's top edge above this screen's bottom edge (the same height again changes nothing).
        guard let tabBar = tabBarController?.tabBar else { return }
        let top = view.convert(tabBar.bounds, from: tabBar).minY
        search?.setBottomBar(height: max(0, view.bounds.maxY - top))
    }
}

/// SwiftUI: the search over the map in a tab, told the tab bar's height.
struct MapsTab: View {
    @State private var state: MapsSearch.State? = .peek

    var body: some View {
        Color.teal
            .ignoresSafeArea()
            .sheetc(MapsSearch.self, state: $state) {
                List { Text("Coffee nearby") }
            }
            .sheetcBar(height: 83)
    }
}
#endif
