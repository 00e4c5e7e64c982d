import SheetRuntime
import SwiftUI

/// The reaction list (Samples/ReactionList.sheet.yaml): a modal card presented over the screen,
/// half-way, that expands near the top, dims behind it and dismisses on a swipe or a tap outside.
struct ReactionListExample: View {
    @State private var state: ReactionList.State?
    private let people = (1...40).map { "Person \($0)" }

    var body: some View {
        VStack(spacing: 16) {
            Text("A post with 40 reactions").font(.title3)
            Button("Show reactions") { state = .compressed }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheetc(ReactionList.self, state: $state, presentation: .presented) {
            ReactionRows(people: people)
        }
        .navigationTitle("Reaction list")
    }
}

/// The card's content: a list that shares its drags with the sheet, and a button that dismisses it.
struct ReactionRows: View {
    let people: [String]
    @Environment(\.sheetDismiss) private var dismiss
    @Environment(\.sheetMove) private var move

    var body: some View {
        List {
            Section {
                Button("Expand") { move(ReactionList.State.open) }
                Button("Close") { dismiss() }
            }
            ForEach(people, id: \.self) { person in
                Label(person, systemImage: "heart.fill")
            }
        }
        .sheetcTrackedScrollView()
    }
}
