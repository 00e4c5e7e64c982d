import Foundation
import SheetRuntime
import SwiftUI
import UIKit

/// Sheets created from a manifest decoded at run time, not only from generated types — with the
/// generated states when there are some — and handed a new configuration while shown.
final class ManifestDrawerViewController: UIViewController {
    private var drawer: SheetViewController<NamedSheetState>?
    private var typed: SheetContainerViewController<PlacesDrawer>?

    /// A manifest shipped as data: no generated code, states named by strings.
    func showDownloadedSheet(json: [UInt8]) {
        do {
            let configuration = try ManifestReader.configuration(fromJSON: json)
            let drawer = SheetViewController<NamedSheetState>(configuration: configuration, content: UITableViewController())
            drawer.onSettle = { state in print("settled in", state.rawValue) }
            present(drawer, animated: true)
            drawer.move(to: NamedSheetState("open"))
            self.drawer = drawer
        } catch {
            print("manifest rejected:", error.message)
        }
    }

    /// The generated sheet's own manifest, loaded from the bundle, keeping the typed states.
    func showPlaces(manifest: Data) throws {
        let configuration = try JSONDecoder().decode(SheetConfiguration.self, from: manifest)
        let typed = try SheetContainerViewController<PlacesDrawer>(configuration: configuration, content: UIViewController())
        typed.embed(in: self)
        typed.move(to: .half)
        self.typed = typed
    }

    /// A live reload: the sheet keeps its state by name, or goes to its lowest state if that is gone.
    func reload(manifest: Data) {
        do {
            let configuration = try JSONDecoder().decode(SheetConfiguration.self, from: manifest)
            try typed?.reconfigure(configuration)
            try drawer?.reconfigure(configuration)
        } catch let mismatch as SheetStateMismatch {
            print("the new manifest does not fit the generated states:", mismatch.unknownStates)
        } catch {
            print("unreadable manifest:", error)
        }
    }
}

/// The same in SwiftUI: a configuration value that changes while the sheet is shown.
struct ManifestSheetScreen: View {
    @State private var configuration = PlacesDrawer.configuration
    @State private var state: PlacesDrawer.State? = .half
    @State private var loose: NamedSheetState? = NamedSheetState("half")

    var body: some View {
        Button("Taller") {
            var taller = configuration
            taller.states[1].height = .fraction(0.6)
            configuration = taller    // reconfigures the shown sheet; it stays in `.half`
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheetc(configuration: configuration, state: $state) {
            Text(state.map(PlacesScreen.title) ?? "")
        }
        .sheetc(configuration: configuration, state: $loose, presentation: .presented) {
            Text(loose?.rawValue ?? "")
        }
    }
}
