import SheetRuntime
import SwiftUI

/// The system share menu (Samples/SystemShareMenu.sheet.yaml, `target: system`): the system's own
/// sheet with the spec's detents, the selected detent bound as the typed state.
struct SystemShareMenuExample: View {
    @State private var showsMenu = false
    @State private var menuState: SystemShareMenu.State = .half
    private let targets = ["Messages", "Mail", "Notes", "Reminders", "Copy", "Save to Files", "Print"]

    var body: some View {
        VStack(spacing: 16) {
            Text("Detent: \(menuState.rawValue)").font(.headline)
            Button("Share") { showsMenu = true }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showsMenu) {
            List(targets, id: \.self) { target in
                Button(target) { showsMenu = false }
            }
            .presentationDetents(SystemShareMenu.self, selection: $menuState)
        }
        .navigationTitle("Share menu")
    }
}
