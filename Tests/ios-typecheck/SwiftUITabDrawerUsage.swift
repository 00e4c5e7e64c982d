import SheetRuntime
import SwiftUI

/// A SwiftUI `List` drawer in one tab of a `TabView`: the overlay form hosts the tab's content
/// behind the card (so it goes with its tab), the list's rows dismiss and move their own sheet
/// through the environment, and the call site sets what SwiftUI's `.sheet` users set there.
struct ExploreTabs: View {
    var body: some View {
        TabView {
            NavigationStack { ExploreMap() }
                .tabItem { Label("Explore", systemImage: "map") }
            NavigationStack { Text("Saved") }
                .tabItem { Label("Saved", systemImage: "bookmark") }
        }
    }
}

@MainActor
struct ExploreMap: View {
    @State private var state: PlacesDrawer.State? = .peek

    var body: some View {
        Color.mint
            .ignoresSafeArea()
            .sheetc(PlacesDrawer.self, state: $state,
                    options: SheetcOptions(backgroundInteraction: true, cornerRadius: 16, interactiveDismissDisabled: true)) {
                PlaceList()
            }
            .navigationTitle("Explore")  // after `.sheetc`: the modified view is hosted apart
            .toolbar {
                Button("Reset") { state = .peek }  // obeyed even while a fling heads elsewhere
            }
    }
}

/// Inside the card: `\.sheetDismiss` is the sheet's (SwiftUI's `\.dismiss` would be the screen's),
/// and `\.sheetMove` takes the sheet's typed state.
struct PlaceList: View {
    @Environment(\.sheetDismiss) private var dismissSheet
    @Environment(\.sheetMove) private var moveSheet
    @Environment(\.sheetStateName) private var stateName

    var body: some View {
        List {
            Section(stateName ?? "") {
                Button("Show all") { moveSheet(PlacesDrawer.State.full) }
                Button("Done") { dismissSheet() }
            }
            ForEach(1...40, id: \.self) { row in
                Text("Place \(row)")
            }
        }
        .listStyle(.plain)
    }
}
