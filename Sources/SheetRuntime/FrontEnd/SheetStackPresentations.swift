/// The presentations of a stack's sheets where each sheet is presented from the one under it
/// (UIKit): which have not ended yet, and what waits for one to end. A sheet under another ends its
/// own presentation only once the one above has ended — ending it first would take the card above
/// off screen with it, mid-animation — and `dismissStack`'s completion runs once every sheet it
/// sent out has ended its presentation. Headless, so the bookkeeping is tested where UIKit is not.
@MainActor
final class SheetStackPresentations<ID: Hashable> {
    /// The sheets whose presentation has begun and not ended.
    private var ongoing: Set<ID> = []
    /// What runs when a sheet's presentation ends, by sheet, in the order it was asked.
    private var waiting: [ID: [() -> Void]] = [:]

    /// Whether no presentation is ongoing.
    var isEmpty: Bool { ongoing.isEmpty }

    /// `sheet` is presented in the stack.
    func began(_ sheet: ID) {
        ongoing.insert(sheet)
    }

    /// Whether `sheet`'s presentation has begun and not ended.
    func isOngoing(_ sheet: ID) -> Bool {
        ongoing.contains(sheet)
    }

    /// Runs `body` once `sheet`'s presentation has ended — at once when it is not ongoing.
    func afterEnd(of sheet: ID, _ body: @escaping () -> Void) {
        guard ongoing.contains(sheet) else { return body() }
        waiting[sheet, default: []].append(body)
    }

    /// Runs `body` once every one of `sheets` has ended its presentation — at once when none is
    /// ongoing.
    func afterEnd(ofAll sheets: [ID], _ body: @escaping () -> Void) {
        var left = Set(sheets.filter { ongoing.contains($0) })
        guard !left.isEmpty else { return body() }
        for sheet in left {
            afterEnd(of: sheet) {
                left.remove(sheet)
                if left.isEmpty { body() }
            }
        }
    }

    /// `sheet`'s presentation has ended (or it never had one): what waited for it runs, once.
    func ended(_ sheet: ID) {
        ongoing.remove(sheet)
        let bodies = waiting.removeValue(forKey: sheet) ?? []
        bodies.forEach { $0() }
    }
}
