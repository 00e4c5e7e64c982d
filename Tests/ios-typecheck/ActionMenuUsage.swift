import SheetRuntime
import UIKit

/// A presented action menu, dismissed by its presenter and by its own content: every dismissal
/// slides the card out through the controller (UIKit's `dismiss(animated: true)` runs the
/// controller's animation inside its transition), `onDismiss` comes once, and the completion after.
final class DocumentViewController: UIViewController {
    private var menu: SheetContainerViewController<ShareMenu>?
    private(set) var dismissals = 0

    func showShareMenu(animated: Bool) {
        let actions = ShareActionsViewController()
        let menu = SheetContainerViewController<ShareMenu>(content: actions)
        menu.onDismiss = { [weak self] in self?.dismissals += 1 }
        present(menu, animated: animated)  // `animated: false`: the menu shows open at once
        self.menu = menu
    }

    /// The document closes: the presenter takes the menu away, sliding down.
    func documentWillClose() {
        dismiss(animated: true) { [weak self] in
            self?.menu = nil
        }
    }
}

/// The menu's content dismisses the menu itself, as any presented content does.
final class ShareActionsViewController: UIViewController {
    private let copyButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        copyButton.setTitle("Copy link", for: .normal)
        copyButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        view.addSubview(copyButton)
    }
}
