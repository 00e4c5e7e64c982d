#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A sheet container as a stack of them sees it, whatever its states' type.
@MainActor
protocol SheetStackMember: AnyObject {
    /// What the stack does to it (its driver's `SheetStackLayer`).
    var stackLayer: SheetStackLayer { get }
    /// The stack it is in, if any.
    var stackLink: SheetStackLink? { get set }
    /// What it asks of the sheet under it (`stack.below`).
    var stackBelow: Stacking.Below { get }
    /// Its bar's height, which every sheet of a stack stands on.
    var stackBarHeight: Double { get }
    /// Its controller has dismissed it.
    var isStackSheetDismissed: Bool { get }
    /// One of the stack's steps, carried out on its own controller at its own time
    /// (`SheetStackLayer.carryOut`); `animated: false` makes a dismissal happen at once.
    func carryOutInStack(_ step: SheetStackStep, animated: Bool)
    func setStackBar(height: Double, duration: Double?)
}

/// The sheets of one stack in UIKit, bottom first — a base and the `SheetViewController`s presented
/// from it, each from the one under it (its container or its content). Each sheet keeps its own
/// controller and clock; this only carries the stack's rules (`SheetStackLayer`, the ones
/// `SheetStack` follows) between them, in the order they are listed: a push covers the top sheet,
/// the top sheet's move to `dismissed` returns the one under it, `dismissAll` sends every sheet
/// above the base out by its own controller and ends the presentations once their cards are gone.
@MainActor
final class SheetStackLink {
    private struct Member {
        weak var sheet: (any SheetStackMember)?
    }
    private var members: [Member]
    /// The presentations of the sheets pushed here, and what waits for them to end.
    private let presentations = SheetStackPresentations<ObjectIdentifier>()

    private init(base: any SheetStackMember) {
        members = [Member(sheet: base)]
    }

    /// The sheets still alive, bottom first.
    private var sheets: [any SheetStackMember] {
        members.compactMap(\.sheet)
    }

    private func index(of sheet: any SheetStackMember) -> Int? {
        sheets.firstIndex { $0 === sheet }
    }

    /// `sheet` rises over `base` (or over the top of the stack `base` is in): the top sheet does what
    /// `sheet` asks of it, and `sheet` stands on the stack's bar.
    static func push(_ sheet: any SheetStackMember, on base: any SheetStackMember) {
        let link = base.stackLink ?? SheetStackLink(base: base)
        base.stackLink = link
        link.members.removeAll { $0.sheet == nil }
        let sheets = link.sheets
        let layers = sheets.map(\.stackLayer)
        Self.apply(SheetStackLayer.steps(pushing: sheet.stackBelow, over: layers), to: sheets, animated: true)
        sheet.setStackBar(height: sheets[SheetStackLayer.barSheet(pushingOver: layers)].stackBarHeight, duration: nil)
        link.members.append(Member(sheet: sheet))
        link.presentations.began(ObjectIdentifier(sheet))
        sheet.stackLink = link
    }

    /// `sheet`'s own move to `dismissed` has started (a drag, a backdrop tap, code, UIKit): when it
    /// is the top sheet above the base, the sheet under it returns and is the top again.
    func sheetStartsLeaving(_ sheet: any SheetStackMember) {
        let sheets = sheets
        guard let index = index(of: sheet) else { return }
        Self.apply(SheetStackLayer.steps(sheetStartsLeaving: index, in: sheets.map(\.stackLayer)), to: sheets, animated: true)
    }

    /// `sheet` is dismissed: listed no more, unless the stack keeps it (`SheetStackLayer.unlists`:
    /// the base stays, until the stack has none over it).
    func sheetDismissed(_ sheet: any SheetStackMember) {
        guard let index = index(of: sheet), SheetStackLayer.unlists(dismissedSheetAt: index) else { return }
        members.removeAll { $0.sheet == nil || $0.sheet === sheet }
        sheet.stackLink = nil
        dissolveIfAlone()
    }

    /// The base alone, with no presentation above it still ending: a stack no more (a sheet
    /// presented from it later starts a new one).
    private func dissolveIfAlone() {
        guard sheets.count <= 1, presentations.isEmpty else { return }
        sheets.first?.stackLink = nil
    }

    /// A dismissal from code asked of `sheet`: the stack's steps for it (`SheetStackLayer.steps(
    /// dismissalAskedOf:)` — a covered sheet leaves with every sheet above it); a sheet no longer
    /// listed is dismissed by its own controller.
    func dismissalAsked(of sheet: any SheetStackMember, animated: Bool) {
        let sheets = sheets
        // A sheet not listed is carried out alone: `carryOutInStack` reads no index, so 0 names nothing.
        guard let index = index(of: sheet) else { return sheet.carryOutInStack(.dismiss(0), animated: animated) }
        Self.apply(SheetStackLayer.steps(dismissalAskedOf: index, in: sheets.map(\.stackLayer)), to: sheets, animated: animated)
    }

    /// Carries out the stack's steps on `sheets`, the list they were worked out from (a sheet
    /// dismissed at once on the way is no longer listed, but the steps' indices are the list's).
    private static func apply(_ steps: [SheetStackStep], to sheets: [any SheetStackMember], animated: Bool) {
        for step in steps { sheets[step.index].carryOutInStack(step, animated: animated) }
    }

    /// `dismissAll()`: every sheet above the base leaves by its own controller, and `completion`
    /// runs once all their presentations are gone.
    func dismissAll(animated: Bool, completion: (() -> Void)?) {
        let sheets = sheets
        let layers = sheets.map(\.stackLayer)
        let taken = sheets[SheetStackLayer.sheetsDismissedByAll(in: layers)]
        presentations.afterEnd(ofAll: taken.map { ObjectIdentifier($0) }) { completion?() }
        Self.apply(SheetStackLayer.steps(dismissingAll: layers), to: sheets, animated: animated)
    }

    /// Whether `sheet` was pushed here and its presentation has not ended: a sheet under it waits to
    /// end its own presentation, which would take `sheet`'s card off screen with it, until `sheet`'s
    /// card has left and its presentation is gone.
    func presentationOngoing(_ sheet: UIViewController) -> Bool {
        presentations.isOngoing(ObjectIdentifier(sheet))
    }

    /// Runs `body` once `sheet`'s presentation is gone (`presentationGone`).
    func afterPresentationGone(of sheet: UIViewController, _ body: @escaping () -> Void) {
        presentations.afterEnd(of: ObjectIdentifier(sheet), body)
    }

    /// The presentation of the sheet identified by `sheet` is gone (or it had none): what waited for
    /// it runs.
    func presentationGone(_ sheet: ObjectIdentifier) {
        presentations.ended(sheet)
        dissolveIfAlone()
    }

    /// A bar's height reaches every sheet of the stack: each stands on it.
    func setBar(height: Double, duration: Double?) {
        for sheet in sheets { sheet.setStackBar(height: height, duration: duration) }
    }
}
#endif
