import SheetRuntime
import SheetTestSupport
import Testing

/// Issue 40: rules UIKit and SwiftUI decided for themselves, now the controller's — the keyboard's
/// curve, a keyboard that does not reach the bottom edge, a `fit` measurement that includes the
/// home indicator's inset, and what a two-way state binding shows and asks for.
struct FrontEndInputTests {
    typealias F = ControllerFixtures
    static let compressed = NamedSheetState("compressed"), open = NamedSheetState("open")

    // MARK: The keyboard

    @Test func theKeyboardsMoveFollowsTheCurvePassedWithIt() {
        // UIKit replaced the notification's curve by ease-out, so the card drifted from the keyboard.
        var linear = F.controller()                                  // compressed 300
        linear.setKeyboard(height: 300, duration: 0.25, curve: .linear, time: 1)
        #expect(abs(linear.frame(at: 1.125).height - 450) < 1e-9)   // linear: halfway at half the time
        var eased = F.controller()
        eased.setKeyboard(height: 300, duration: 0.25, curve: .easeIn, time: 1)
        #expect(eased.frame(at: 1.125).height < 450)                 // ease-in: short of halfway
        var keyboard = F.controller()
        keyboard.setKeyboard(height: 300, duration: 0.25, curve: .keyboard, time: 1)
        let mid = keyboard.frame(at: 1.125).height
        #expect(mid > 450 && mid < 600)                              // the keyboard's own curve: fast, then slow
        #expect(keyboard.frame(at: 1.25).height == 600 && keyboard.frame.phase == .resting)
        #expect(keyboard.takeEvents().isEmpty)
        // Without a curve: ease-out, as `simulate`'s `keyboard <k> over <d>`.
        var plain = F.controller(), easeOut = F.controller()
        plain.setKeyboard(height: 300, duration: 0.25, time: 1)
        easeOut.setKeyboard(height: 300, duration: 0.25, curve: .easeOut, time: 1)
        #expect(plain.frame(at: 1.1) == easeOut.frame(at: 1.1))
    }

    @Test func aKeyboardThatDoesNotReachTheBottomEdgeCoversNothing() {
        // An iPad's floating or undocked keyboard: the front end passes its frame, the controller decides.
        var sheet = F.controller()
        sheet.setKeyboard(top: 350, bottom: 40, time: 0)              // floating 40 pt above the edge
        #expect(sheet.keyboardHeight == 0 && sheet.frame.height == 300)
        sheet.setKeyboard(top: 300, bottom: 0, time: 1)               // docked
        #expect(sheet.keyboardHeight == 300 && sheet.frame.height == 600)
        sheet.setKeyboard(top: 320, bottom: -20, time: 2)             // reaching past the edge (a split view)
        #expect(sheet.keyboardHeight == 320)
        sheet.setKeyboard(top: 320, bottom: 0.4, time: 3)             // within half a point of the edge
        #expect(sheet.keyboardHeight == 320)
        sheet.setKeyboard(top: -5, bottom: -300, time: 4)             // below the container
        #expect(sheet.keyboardHeight == 0 && sheet.frame.height == 300)
    }

    // MARK: `fit` content

    @Test func aFitMeasurementThatIncludesTheHomeIndicatorCountsItOnce() {
        // UIKit subtracted the safe area itself when the content pinned to it; the layout adds it to
        // a `fit` state, so the controller takes the measurement with what it includes.
        let fit = SheetConfiguration.test(states: [.zero, .fit(min: .zero, max: nil)], initial: "open")
        var measured = F.controller(fit), bare = F.controller(fit)
        measured.setContentHeight(334, includingBottomSafeArea: true, time: 0)
        bare.setContentHeight(300, time: 0)
        #expect(measured.contentHeight == 300 && measured.frame.height == bare.frame.height)
        #expect(measured.frame.height == 334)                         // 300 + the 34 pt inset, once
        measured.setContentHeight(20, includingBottomSafeArea: true, time: 1)
        #expect(measured.contentHeight == 0)                          // never below 0
    }

    @Test func theContentKeepsTheBottomInsetTheCardRestsOn() {
        var sheet = F.controller()
        #expect(sheet.contentBottomInset == 34)
        sheet.resize(to: .iPhone15Landscape, time: 1)
        #expect(sheet.contentBottomInset == 21)
        sheet.move(to: Self.open, time: 1)                           // the same at any height
        #expect(sheet.contentBottomInset == 21)
    }

    // MARK: A two-way state binding

    @Test func theBoundStateIsWhereTheSheetIsHeading() {
        var sheet = F.controller()
        #expect(sheet.boundState == Self.compressed)
        sheet.move(to: Self.open, time: 0)
        #expect(sheet.boundState == Self.open)                        // on its way: the target
        sheet.advance(to: 1)
        #expect(sheet.boundState == Self.open)
        sheet.touchDown(atHeight: 500, x: 196, time: 2)
        sheet.touchMoved(toHeight: 450, x: 196, time: 2.05)
        #expect(sheet.frame.phase == .dragging && sheet.boundState == Self.open)   // a drag: where it started
        sheet.touchUp(velocity: 3000, time: 2.1)                      // a fling down: dismissed
        #expect(sheet.frame.target == .dismissed && sheet.boundState == nil)
        sheet.advance(to: 3)
        #expect(sheet.isDismissed && sheet.boundState == nil)
    }

    @Test func aBindingWriteOfTheStateAFlingHeadsAwayFromMovesTheSheet() {
        // SwiftUI compared the binding with the value it last followed: with the binding at `compressed`,
        // `state = .compressed` while a fling headed to `open` was the same value, and was ignored.
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .linear, duration: 1)))
        sheet.touchDown(atHeight: 250, x: 196, time: 0)
        sheet.touchMoved(toHeight: 300, x: 196, time: 0.02)
        sheet.touchMoved(toHeight: 350, x: 196, time: 0.04)
        sheet.touchUp(velocity: -2000, time: 0.05)                    // a fling up, heading to open
        #expect(sheet.frame.target == .state(Self.open))
        _ = sheet.takeEvents()
        sheet.follow(Self.compressed, time: 0.2)
        #expect(sheet.frame.target == .state(Self.compressed) && sheet.eventNames() == ["willMove compressed"])
        sheet.follow(Self.compressed, time: 0.3)                      // the same again: nothing
        #expect(sheet.eventNames().isEmpty)
    }

    @Test func aBindingThatHoldsWhereTheSheetIsHeadingChangesNothing() {
        // A re-render during a drag, an animation or a dismissal passes the binding's value again.
        var sheet = F.controller()
        sheet.follow(Self.compressed, time: 0)                        // resting there
        #expect(sheet.eventNames().isEmpty)
        sheet.touchDown(atHeight: 250, x: 196, time: 1)
        sheet.touchMoved(toHeight: 200, x: 196, time: 1.05)
        sheet.follow(Self.compressed, time: 1.06)                     // during the drag: it goes on
        #expect(sheet.frame.phase == .dragging && sheet.eventNames().isEmpty)
        sheet.touchMoved(toHeight: 180, x: 196, time: 1.1)
        #expect(sheet.frame.height == 230)
        sheet.follow(Self.open, time: 1.12)                           // a new value ends it (docs/behaviour.md#interrupting-cancelling-moving-from-code)
        #expect(sheet.frame.target == .state(Self.open) && sheet.eventNames() == ["willMove open"])
        sheet.dismiss(time: 2)
        sheet.follow(nil, time: 2.05)                                 // on its way out: nothing
        #expect(sheet.eventNames() == ["settled open", "willMove dismissed"])
        sheet.advance(to: 3)
        sheet.follow(nil, time: 3)
        #expect(sheet.eventNames() == ["dismissed"])
        sheet.follow(Self.open, time: 4)                              // presented again from 0
        #expect(sheet.frame.height == 0 && sheet.frame.target == .state(Self.open))
    }

    @Test func aDragThatInterruptedADismissalKeepsTheBindingDismissed() {
        // The binding was set to nil when the dismissal started; the drag must not read as a new value.
        var sheet = F.controller(.test(animation: SheetAnimation(curve: .linear, duration: 1)))
        sheet.dismiss(time: 0)
        let shown = sheet.frame(at: 0.5).height
        sheet.touchDown(atHeight: shown - 10, x: 196, time: 0.5)
        #expect(sheet.frame.phase == .dragging && sheet.boundState == nil)
        _ = sheet.takeEvents()
        sheet.follow(nil, time: 0.55)
        #expect(sheet.frame.phase == .dragging && sheet.eventNames().isEmpty)
        sheet.follow(Self.compressed, time: 0.6)                      // asking for a state while it is held
        #expect(sheet.frame.target == .state(Self.compressed))
    }

    @Test func aBindingWriteWithoutAnimationPlacesTheSheet() {
        var sheet = F.controller()
        sheet.follow(Self.open, animated: false, time: 0)
        #expect(sheet.frame.phase == .resting && sheet.frame.height == 600)
        #expect(sheet.eventNames() == ["willMove open", "settled open"])
        sheet.follow(nil, animated: false, time: 1)
        #expect(sheet.isDismissed && sheet.eventNames() == ["willMove dismissed", "dismissed"])
    }
}
