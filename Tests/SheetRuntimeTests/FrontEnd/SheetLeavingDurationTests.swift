@testable import SheetRuntime
import SheetTestSupport
import Testing

/// Issue 44: UIKit's dismissal transition reported 0.3 s whatever the card's leaving animation was
/// (a glass drawer's spring runs 0.5 s), so animations run alongside it ended early. It reports the
/// controller's own leaving now: the time the controller takes to its `dismissed`.
struct SheetLeavingDurationTests {
    typealias F = ControllerFixtures

    /// Runs `controller`'s leaving and gives the time of its `dismissed`, from now.
    static func measuredLeaving(_ controller: SheetController<NamedSheetState>) -> Double {
        var sheet = controller
        let start = sheet.time
        _ = sheet.takeEvents()
        sheet.leave(animated: true, time: start)
        var dismissedAt: Double?
        var time = start
        while dismissedAt == nil, time < start + 10 {
            time += 0.001
            sheet.advance(to: time)
            dismissedAt = sheet.takeEvents().first { $0.kind == .dismissed }?.time
        }
        return (dismissedAt ?? .infinity) - start
    }

    @Test func theReportedDurationIsTheLeavingAnimationsOwnNotANominalOne() {
        // A spring ends a dismissal the first time it reaches 0: the copy finds when, as the sheet does.
        let spring = SheetConfiguration.test(animation: SheetAnimation(curve: .spring, duration: 0.5))
        for sheet in [F.controller(spring), F.controller(spring, reduceMotion: true)] {
            let reported = SheetLeavingDuration.of(sheet, animated: true)
            #expect(reported > 0.2 && abs(reported - Self.measuredLeaving(sheet)) < 0.002, "\(reported)")
        }
        // Timed curves run their duration: 0.5 s, not the 0.3 s once reported.
        let linear = F.controller(.test(animation: SheetAnimation(curve: .linear, duration: 0.5)))
        #expect(abs(SheetLeavingDuration.of(linear, animated: true) - 0.5) < 1e-9)
    }

    @Test func aLeavingWithoutAnimationOrOfADismissedSheetTakesNoTime() {
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .linear, duration: 1)))
        #expect(SheetLeavingDuration.of(sheet, animated: false) == 0)
        sheet.leave(animated: false, time: 0)
        #expect(SheetLeavingDuration.of(sheet, animated: true) == 0)
    }
}
