import SheetRuntime
import SwiftUI

/// The glass drawer (Samples/GlassPlacesDrawer.sheet.yaml): a card that floats clear of the edges as
/// glass over a map until it attaches at `full`. Its `List` draws no background of its own on the
/// glass card, a `SheetcController` moves it from outside, and a button rides above it on its frames.
struct GlassDrawerExample: View {
    @State private var state: GlassPlacesDrawer.State? = .half
    @State private var drawer = SheetcController<GlassPlacesDrawer.State>()
    @StateObject private var rider = DrawerRider()

    var body: some View {
        MapBackground()
            .ignoresSafeArea()
            .sheetc(GlassPlacesDrawer.self, state: $state, controller: drawer) {
                List(1...30, id: \.self) { place in
                    Label("Place \(place)", systemImage: "mappin")
                }
                .sheetcTrackedScrollView()
            }
            .overlay(alignment: .topTrailing) {
                Button("All places") { drawer.move(to: .full) }
                    .buttonStyle(.borderedProminent)
                    .padding()
                    .opacity(rider.buttonOpacity)
            }
            .onAppear {
                rider.observation = drawer.addFrameObserver { [rider] frame in
                    rider.buttonOpacity = max(0, min(1, 1 - frame.progress))
                }
            }
            .navigationTitle("Glass drawer")
    }
}

/// What follows the drawer per frame, in an object of its own so that only what reads it is drawn again.
@MainActor
final class DrawerRider: ObservableObject {
    @Published var buttonOpacity = 1.0
    var observation: SheetObservation?
}
