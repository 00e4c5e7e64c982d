import SheetRuntime
import SwiftUI
import UIKit

/// A screen that shows a share menu on UIKit's own sheet, compiled with `target: system`
/// (Samples/SystemShareMenu): the detents, grabber, dimming, corners and scrolling come from the
/// spec through `configure`, and the selected detent reads back as the typed state.
@MainActor
final class ShareMenuHostViewController: UIViewController, UISheetPresentationControllerDelegate {
    private(set) var lastState: SystemShareMenu.State?

    func showShareMenu() {
        let menu = UIViewController()
        menu.modalPresentationStyle = .pageSheet
        if let sheet = menu.sheetPresentationController {
            sheet.configure(SystemShareMenu.self, selectedState: .half)
            sheet.delegate = self
        }
        present(menu, animated: true)
        let now: SystemShareMenu.State? = menu.sheetPresentationController?.selectedState(SystemShareMenu.self)
        lastState = now
    }

    /// Moves the shown menu to full height from code, by the state's identifier.
    func expand() {
        guard let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            // `full` is written `large`, the system's own detent: its identifier is `.large`.
            sheet.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(SystemShareMenu.State.full)
        }
    }

    /// Whether the shown menu is at half height, compared by the typed state's identifier (`half`
    /// is written `medium`, so this is UIKit's `.medium`).
    func isAtHalf() -> Bool {
        let half: UISheetPresentationController.Detent.Identifier = .init(SystemShareMenu.State.half)
        return presentedViewController?.sheetPresentationController?.selectedDetentIdentifier == half && half == .medium
    }

    nonisolated func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        MainActor.assumeIsolated {
            lastState = sheet.selectedState(SystemShareMenu.self)
        }
    }
}

/// The same menu on SwiftUI's `.sheet`, its selection typed as the sheet's state.
struct ShareButton: View {
    @State private var showMenu = false
    @State private var menuState: SystemShareMenu.State = .half

    var body: some View {
        Button("Share") { showMenu = true }
            .sheet(isPresented: $showMenu) {
                List(["Messages", "Mail", "Copy Link"], id: \.self) { Text($0) }
                    .presentationDetents(SystemShareMenu.self, selection: $menuState)
            }
            .onChange(of: menuState) { state in
                if state == .full { print("expanded") }
            }
    }
}

/// The typed state gives SwiftUI's detent too: `half` is written `medium`, so it is `.medium`,
/// usable wherever SwiftUI takes a detent.
struct HalfHeightNote: View {
    @State private var menuState: SystemShareMenu.State = .half

    var body: some View {
        Text(PresentationDetent(SystemShareMenu.State.half) == .medium ? "half is the system's medium" : "half is custom")
            .sheet(isPresented: .constant(true)) {
                Text("Share")
                    .presentationDetents(SystemShareMenu.self, selection: $menuState)
            }
    }
}
