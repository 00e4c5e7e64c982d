import SheetRuntime
import SwiftUI

/// The menu (Samples/TwitterMenu.sheet.yaml): a profile's actions on a card three quarters of the
/// screen tall, presented over the screen; a fast swipe down dismisses it.
struct TwitterMenuExample: View {
    @State private var state: TwitterMenu.State?
    @State private var picked = "Nothing picked"
    private let actions = ["Follow", "Mute", "Block", "Report", "Add to list", "Share profile", "Copy link"]

    var body: some View {
        VStack(spacing: 16) {
            Text(picked).font(.headline)
            Button("Show menu") { state = .open }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheetc(TwitterMenu.self, state: $state, presentation: .presented) {
            List(actions, id: \.self) { action in
                Button(action) {
                    picked = action
                    state = nil
                }
            }
            .listStyle(.plain)
        }
        .navigationTitle("Menu")
    }
}
