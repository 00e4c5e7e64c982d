import SheetRuntime
import SwiftUI

/// A SwiftUI app shaped as most are — a TabView of NavigationStacks — with a `List` in the card:
/// the list shares its drags with the sheet (it scrolls only at the highest state, and pulls the
/// sheet down from its top), the sheet is presented above the navigation and tab bars, and a
/// floating button rides on the frame stream without re-evaluating the screen per frame.
struct PlacesTabs: View {
    var body: some View {
        TabView {
            NavigationStack { PlacesSearch() }
                .tabItem { Label("Places", systemImage: "mappin") }
            NavigationStack { Text("Settings") }
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor
struct PlacesSearch: View {
    @State private var state: PlacesDrawer.State? = .peek
    @StateObject private var button = LocateButtonModel()

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.teal.ignoresSafeArea()
            LocateButton(model: button)
        }
        .navigationTitle("Places")
        .sheetc(PlacesDrawer.self, state: $state, presentation: .presented, onFrame: { frame in
            button.follow(frame)
        }) {
            List(1...40, id: \.self) { row in
                NavigationLink("Place \(row)", value: row)
            }
            .listStyle(.plain)
        }
    }
}

/// Only this object changes per frame, and only the button observes it.
@MainActor
final class LocateButtonModel: ObservableObject {
    @Published var lift: CGFloat = 0
    @Published var opacity: Double = 1

    func follow(_ frame: SheetFrame<PlacesDrawer.State>) {
        lift = CGFloat(frame.height)
        opacity = max(0, min(1, 1 - frame.progress))
    }
}

struct LocateButton: View {
    @ObservedObject var model: LocateButtonModel

    var body: some View {
        Image(systemName: "location.fill")
            .padding()
            .offset(y: -model.lift - 12)
            .opacity(model.opacity)
    }
}

/// The overlay form in one tab (under its bar), a map-like backdrop that keeps its touches.
struct DrawerInATab: View {
    @State private var state: MapsDrawer.State? = .half

    var body: some View {
        Color.gray
            .sheetc(MapsDrawer.self, state: $state) {
                ScrollView {
                    LazyVStack { ForEach(0..<30) { Text("Row \($0)") } }
                }
            }
    }
}
