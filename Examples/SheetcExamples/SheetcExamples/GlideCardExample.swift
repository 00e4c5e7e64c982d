import SheetRuntime
import SwiftUI

/// The Glide card (Samples/GlideCard.sheet.yaml): a card over the screen whose header stays visible
/// when closed, going one band per swipe; the state shows above it as it changes.
struct GlideCardExample: View {
    @State private var state: GlideCard.State? = .closed

    var body: some View {
        LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
            .overlay(alignment: .top) {
                Text(state.map { "Card: \($0.rawValue)" } ?? "Card dismissed")
                    .font(.headline)
                    .padding(.top, 120)
            }
            .sheetc(GlideCard.self, state: $state) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Glide").font(.title2.bold())
                    Text("Swipe up for more, down for less.").foregroundStyle(.secondary)
                    ForEach(1...8, id: \.self) { row in
                        Text("Detail \(row)")
                    }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 20)
                .padding(.top, 24)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .navigationTitle("Glide card")
    }
}
