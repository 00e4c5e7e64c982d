import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md#animating: animating.
struct AnimationTests {
    typealias F = ControllerFixtures

    static let spring = SheetAnimation(curve: .spring, duration: 0.4, damping: 0.6, initialVelocity: 0)

    @Test func aLinearMoveEndsExactlyAtTheTargetAfterItsDuration() {
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("open"), time: 1)
        #expect(abs(sheet.frame(at: 1.1).height - 450) < 1e-9)
        #expect(sheet.frame(at: 1.1).target == .state(NamedSheetState("open")))
        let end = sheet.frame(at: 1.2)
        #expect(end.height == 600 && end.phase == .resting)
        #expect(sheet.takeEvents().map(\.time) == [1, 1.2])
    }

    @Test(arguments: [
        (SheetAnimation.Curve.easeIn, 0.42, 0.0, 1.0, 1.0),
        (.easeOut, 0.0, 0.0, 0.58, 1.0),
        (.easeInOut, 0.42, 0.0, 0.58, 1.0),
    ])
    func theEasingCurvesAreTheirCubicBeziers(curve: SheetAnimation.Curve, x1: Double, y1: Double, x2: Double, y2: Double) {
        var sheet = F.controller(.test(animation: SheetAnimation(curve: curve, duration: 1)))
        sheet.move(to: NamedSheetState("open"), time: 0)
        // At the Bézier's parameter s = 0.5: x = 3/8·x1 + 3/8·x2 + 1/8, y = 3/8·y1 + 3/8·y2 + 1/8.
        let x = 0.375 * x1 + 0.375 * x2 + 0.125
        let y = 0.375 * y1 + 0.375 * y2 + 0.125
        let height = sheet.frame(at: x).height
        #expect(abs(height - (300 + 300 * y)) < 1e-6)
    }

    @Test func aSpringIsClosedFormSoFramesDoNotChangeTheCurve() {
        var sparse = F.controller(.test(animation: Self.spring))
        var dense = sparse
        sparse.move(to: NamedSheetState("open"), time: 0)
        dense.move(to: NamedSheetState("open"), time: 0)
        for step in 1...37 { _ = dense.frame(at: Double(step) / 120) }
        #expect(sparse.frame(at: 37.0 / 120).height == dense.frame.height)
    }

    @Test func anUnderdampedSpringOvershootsAndSettlesOnTheOneMillisecondGrid() {
        var sheet = F.controller(.test(animation: Self.spring))
        sheet.move(to: NamedSheetState("open"), time: 0)
        var highest = 0.0
        for step in 1...240 { highest = max(highest, sheet.frame(at: Double(step) / 240).height) }
        #expect(highest > 600)       // bounce = 1 − 0.6
        sheet.advance(to: 5)
        let events = sheet.takeEvents()
        #expect(events.map(\.description) == ["willMove open", "settled open"])
        let settle = events[1].time
        #expect(abs(settle * 1000 - (settle * 1000).rounded()) < 1e-6)
        #expect(sheet.frame.height == 600)
    }

    @Test func theSpringMatchesTheDampedOscillatorEquation() {
        var sheet = F.controller(.test(animation: Self.spring))
        sheet.move(to: NamedSheetState("open"), time: 0)
        // Integrate x″ = −ω²(x − 600) − 2ζω·x′ with small steps and compare.
        let omega = 2 * Double.pi / 0.4, zeta = 0.6
        var x = 300.0, v = 0.0
        let dt = 1e-5
        for _ in 0..<Int(0.15 / dt) {
            let a = -omega * omega * (x - 600) - 2 * zeta * omega * v
            v += a * dt
            x += v * dt
        }
        #expect(abs(sheet.frame(at: 0.15).height - x) < 0.05)
    }

    @Test func aSpringWithoutDampingUsesPointEight() {
        var without = F.controller(.test(animation: SheetAnimation(curve: .spring, duration: 0.4)))
        var explicit = F.controller(.test(animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 0.8)))
        without.move(to: NamedSheetState("open"), time: 0)
        explicit.move(to: NamedSheetState("open"), time: 0)
        #expect(without.frame(at: 0.1).height == explicit.frame(at: 0.1).height)
    }

    @Test func aSpringTowardsDismissedEndsTheFirstTimeItReachesZero() {
        var sheet = F.controller(.test(animation: Self.spring))
        sheet.dismiss(time: 0)
        sheet.advance(to: 3)
        let events = sheet.takeEvents()
        #expect(events.map(\.description) == ["willMove dismissed", "dismissed"])
        #expect(events[1].time < 0.2)  // an underdamped spring crosses 0 well before it would settle
        #expect(sheet.frame.height == 0 && sheet.frame.phase == .dismissed)
    }

    @Test func aReleaseSpringStartsWithTheReleaseVelocity() {
        var slow = F.controller(.test(animation: Self.spring))
        var fast = slow
        for (index, velocity) in [0.0, -250].enumerated() {
            var sheet = index == 0 ? slow : fast
            sheet.touchDown(atHeight: 290, time: 0)
            sheet.touchMoved(toHeight: 390, time: 0.05)   // 400: nearer compressed at rest
            sheet.touchUp(velocity: velocity, time: 0.05)
            if index == 0 { slow = sheet } else { fast = sheet }
        }
        // Both go to compressed (250 pt/s up is below snapVelocity), but the upward start carries the faster one higher first.
        #expect(slow.frame(at: 0.08).height < 400)
        #expect(fast.frame(at: 0.08).height > slow.frame.height + 3)
    }

    @Test func initialVelocityAppliesOnlyToAMoveFromCodeFromRest() {
        let kicked = SheetAnimation(curve: .spring, duration: 0.4, damping: 1, initialVelocity: 5)
        var fromCode = F.controller(.test(animation: kicked))
        var plain = F.controller(.test(animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 1, initialVelocity: 0)))
        fromCode.move(to: NamedSheetState("open"), time: 0)
        plain.move(to: NamedSheetState("open"), time: 0)
        #expect(fromCode.frame(at: 0.02).height > plain.frame(at: 0.02).height + 5)
        // A release does not use it.
        var released = F.controller(.test(animation: kicked))
        var releasedPlain = F.controller(.test(animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 1, initialVelocity: 0)))
        for index in 0..<2 {
            var sheet = index == 0 ? released : releasedPlain
            sheet.touchDown(atHeight: 290, time: 0)
            sheet.touchMoved(toHeight: 500, time: 0.05)
            sheet.touchUp(velocity: 0, time: 0.05)
            if index == 0 { released = sheet } else { releasedPlain = sheet }
        }
        #expect(released.frame(at: 0.1).height == releasedPlain.frame(at: 0.1).height)
    }

    @Test func reduceMotionMakesEveryAnimationACriticallyDampedSpringWithoutOvershoot() {
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .spring, duration: 0.4, damping: 0.3)), reduceMotion: true)
        sheet.move(to: NamedSheetState("open"), time: 0)
        var previous = 300.0
        for step in 1...480 {
            let height = sheet.frame(at: Double(step) / 240).height
            #expect(height <= 600 && height >= previous)
            previous = height
        }
        #expect(sheet.frame.phase == .resting)
        var eased = F.controller(reduceMotion: true)
        eased.move(to: NamedSheetState("open"), time: 0)
        #expect(eased.frame(at: 0.2).phase == .animating)  // a spring, not the 0.2 s linear curve
    }

    @Test func aRetargetStartsFromTheCurrentHeight() {
        var sheet = F.controller()
        sheet.move(to: NamedSheetState("open"), time: 0)
        let before = sheet.frame(at: 0.1).height
        sheet.dismiss(time: 0.1)
        #expect(sheet.frame.height == before)
        #expect(sheet.eventNames() == ["willMove open", "willMove dismissed"])
        sheet.advance(to: 0.29)
        #expect(sheet.eventNames().isEmpty)  // a fresh 0.2 s curve from 450 pt, not the rest of the old one
        sheet.advance(to: 0.31)
        #expect(sheet.eventNames() == ["dismissed"])
    }
}
