import SheetRuntime
import SwiftUI
import UIKit

/// SwiftUI with UIKit's reach: a paged `TabView` of lists in the card, each marked as the scroll view
/// that shares the drags (the page on screen gets them), and a `SheetcController` for a typed move
/// with a completion, the frame stream and the container's escape hatches.
@MainActor
struct PagedPlacesView: View {
    @State private var state: PlacesDrawer.State? = .half
    @State private var drawer = SheetcController<PlacesDrawer.State>()
    @State private var follower = DrawerFollower()

    var body: some View {
        Color.indigo
            .ignoresSafeArea()
            .overlay(alignment: .topTrailing) {
                Button("Full") {
                    drawer.move(to: .full) { finished in
                        if finished { follower.arrivals += 1 }
                    }
                }
            }
            .sheetc(PlacesDrawer.self, state: $state, controller: drawer) {
                TabView {
                    ForEach(["Nearby", "Saved", "Recent"], id: \.self) { page in
                        List(1...30, id: \.self) { row in Text("\(page) \(row)") }
                            .sheetcTrackedScrollView()
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
            }
            .onAppear {
                follower.observation = drawer.addFrameObserver { [follower] frame in
                    follower.progress = frame.progress
                }
                // UIKit's escape hatches, once the container is made.
                if let container = drawer.container {
                    container.handleAccessibilityHint = "Swipe to resize the places"
                    container.cardView.layer.borderWidth = 0.5
                }
            }
    }
}

/// Follows the drawer per frame without re-evaluating the view that writes `.sheetc`.
@MainActor
final class DrawerFollower {
    var observation: SheetObservation?
    var progress = 0.0
    var arrivals = 0
}

/// A glass drawer whose list keeps its own background on purpose, in SwiftUI and UIKit.
@MainActor
struct KeptBackgroundView: View {
    @State private var state: GlassPlacesDrawer.State? = .half

    var body: some View {
        Color.teal
            .sheetc(GlassPlacesDrawer.self, state: $state, options: SheetcOptions(contentBackground: .kept)) {
                List(GlassPlacesDrawer.State.allCases, id: \.self) { place in Text(place.rawValue) }
            }
    }
}

@MainActor
func keepTheTablesBackground(on drawer: SheetContainerViewController<GlassPlacesDrawer>) {
    drawer.contentBackground = .kept
}
