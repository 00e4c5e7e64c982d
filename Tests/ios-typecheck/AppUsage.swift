// Not a SwiftPM target: scripts/ios-typecheck.sh typechecks this folder for iOS together with
// the samples' generated Swift (scripts/ios-typecheck.sh compiles them) as one module ("AppUsage"), against SheetRuntime. It is app code
// as a user of the generated sheets writes it, so a change to the front ends' public API that
// breaks such code fails the check.
#if canImport(UIKit) && canImport(SwiftUI)
import SheetRuntime
import SwiftUI
import UIKit

/// A screen that presents the GlideCard sheet over itself and follows its state.
final class GlideCardHostViewController: UIViewController {
    private var sheet: SheetContainerViewController<GlideCard>?
    private(set) var settledStates: [GlideCard.State] = []

    /// Presents the card (it rises from the bottom edge), then sends it to `open`.
    func showCard() {
        let list = UITableViewController(style: .plain)
        let sheet = SheetContainerViewController<GlideCard>(content: list)
        sheet.onSettle = { [weak self] state in
            self?.settledStates.append(state)
        }
        sheet.onWillMove = { target in
            if case .state(.open) = target { list.tableView.flashScrollIndicators() }
        }
        sheet.onDismiss = { [weak self] in
            self?.sheet = nil
        }
        present(sheet, animated: false)
        sheet.move(to: .open)
        self.sheet = sheet
    }

    /// Whether the card rests half open.
    var isCompressed: Bool {
        sheet?.currentState == .compressed
    }

    /// Jumps to the lowest state without animation, or lets the card go.
    func collapse(dismissing: Bool) {
        if dismissing {
            sheet?.dismiss()
        } else {
            sheet?.move(to: .closed, animated: false)
        }
    }
}

/// A map-like screen with the card embedded over it as a child, touches outside the card
/// reaching the background.
final class EmbeddedCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let sheet = SheetContainerViewController<GlideCard>(content: UIViewController(), background: UIViewController())
        addChild(sheet)
        sheet.view.frame = view.bounds
        sheet.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sheet.view)
        sheet.didMove(toParent: self)
    }
}

/// The same sheet in SwiftUI, its state bound both ways.
struct GlideCardScreen: View {
    @State private var state: GlideCard.State? = .compressed

    var body: some View {
        VStack {
            Text(state.map { "Card: \($0.rawValue)" } ?? "Card dismissed")
            Button("Open") { state = .open }
            Button("Hide") { state = nil }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheetc(GlideCard.self, state: $state) {
            Text("…")
                .padding()
        }
    }
}
#endif
