import SwiftUI

/// The examples app: one screen per sample sheet, each generated from its spec in Samples/ by the
/// SheetcPlugin build plugin when Xcode builds this target.
@main
struct ExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleList()
        }
    }
}

/// Every example, by the sample it shows.
struct ExampleList: View {
    var body: some View {
        NavigationStack {
            List {
                Section("UIKit") {
                    NavigationLink("Maps drawer over a map, with a table") { MapsDrawerExample().ignoresSafeArea() }
                    NavigationLink("Maps search above a tab bar, a place stacked on it") { MapsTabBarExample().ignoresSafeArea() }
                }
                Section("SwiftUI") {
                    NavigationLink("Reaction list") { ReactionListExample() }
                    NavigationLink("Glide card") { GlideCardExample() }
                    NavigationLink("Menu") { TwitterMenuExample() }
                    NavigationLink("Glass drawer") { GlassDrawerExample() }
                }
                Section("The system sheet (target: system)") {
                    NavigationLink("Share menu") { SystemShareMenuExample() }
                }
            }
            .navigationTitle("sheetc")
        }
    }
}
