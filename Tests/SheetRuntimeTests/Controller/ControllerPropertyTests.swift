import GeneratedSamples
import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md: the invariants, over thousands of random event sequences on every sample
/// configuration (and springs of every damping), seeded so a failure replays.
struct ControllerPropertyTests {
    static let containers: [ContainerMetrics] = [
        .iPhone15, .iPhone15Landscape, .iPhoneSE, .iPad11,
        // Right to left: a `leading` card keeps to the right edge, and touches are routed by it.
        ContainerMetrics(width: 834, height: 1194, topSafeAreaInset: 24, bottomSafeAreaInset: 20, rightToLeft: true),
        // Rounded displays, for concentric corners (a phone's 55 pt, an iPad's 18 pt).
        ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34, displayCornerRadius: 55),
        ContainerMetrics(width: 1194, height: 834, topSafeAreaInset: 24, bottomSafeAreaInset: 20, rightToLeft: true, displayCornerRadius: 18),
        // A tab bar below the sheet (docs/behaviour.md, "A bar below the sheet"): an iPhone's, and
        // one taller than the home indicator on a rounded display.
        ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34, displayCornerRadius: 55, bottomBar: 83),
        ContainerMetrics(width: 375, height: 667, topSafeAreaInset: 20, bottomSafeAreaInset: 0, bottomBar: 49),
    ]

    static var configurations: [SheetConfiguration] {
        var all = [ReactionList.configuration, GlideCard.configuration, TwitterMenu.configuration,
                   MapsDrawer.configuration, ShareMenu.configuration, SortMenu.configuration]
        for damping in [0.05, 0.5, 1.0] {
            all.append(.test(animation: SheetAnimation(curve: .spring, duration: 0.35, damping: damping, initialVelocity: 2)))
        }
        all.append(.test(animation: SheetAnimation(curve: .easeInOut, duration: 0.3), rubberBand: false, dragArea: .container))
        all.append(.test(scrollTracking: false))
        // Routing by x (docs/behaviour.md): a narrow detached card with a handle above it, a handle-only drag.
        var floating = SheetConfiguration.test(dragArea: .container, passthrough: true)
        floating.placement = Placement(maxWidth: 300, alignment: .leading, horizontalMargin: 12, bottomMargin: 20)
        floating.popUpIndicator = .test(topMargin: -20)
        all.append(floating)
        all.append(.test(dragArea: .handle))
        // The iOS 26 look: glass and concentric corners on a card floating until its highest state,
        // one that always floats, and one attaching at its lowest, narrow and leading.
        var glass = SheetConfiguration.test(passthrough: true)
        glass.appearance.material = .glass
        glass.appearance.cornerRadius = .concentric(minimum: 10)
        glass.placement.float = Placement.Floating(margin: 8, attach: .state("open"))
        all.append(glass)
        var always = SheetConfiguration.test(dragArea: .container)
        always.appearance.material = .glass
        always.placement.float = Placement.Floating(margin: 16, attach: .never)
        all.append(always)
        var lowest = SheetConfiguration.test()
        lowest.appearance.cornerRadius = .concentric(minimum: 0)
        lowest.placement = Placement(maxWidth: 360, alignment: .leading, horizontalMargin: 10,
                                     float: Placement.Floating(margin: 12, attach: .state("compressed")))
        all.append(lowest)
        // Standing on a bar: a glass card covering it from its highest state, a plain one from
        // its lowest, a detached one that never covers it.
        var maps = glass
        maps.placement.bar = Placement.Bar(coverFrom: "open")
        all.append(maps)
        var plain = SheetConfiguration.test(dragArea: .container)
        plain.placement.bar = Placement.Bar(coverFrom: "compressed")
        all.append(plain)
        var detachedOnBar = floating
        detachedOnBar.placement.bar = Placement.Bar(coverFrom: "open")
        all.append(detachedOnBar)
        return all
    }

    /// The card's geometry in a frame (docs/behaviour.md, "The card's geometry"): finite, a positive width, a
    /// margin within 0 … the float's margin that never grows as the card rises, radii ≥ 0, an
    /// opacity within 0 … 1 (exactly 1 for a solid card) — and the frame drawn from the engine's
    /// one geometry function, nothing of its own.
    static func checkGeometry(_ frame: SheetFrame<NamedSheetState>, of sheet: SheetController<NamedSheetState>, _ what: String) {
        let engine = sheet.engine, layout = engine.layout
        let card = engine.cardGeometry(atFrameHeight: frame.height)
        // While a keyboard or bar change animates, the bottom follows the height's curve; every
        // other frame is the layout's geometry exactly.
        let moving = frame.phase == .animating
        #expect(frame.bar == layout.bar || (moving && frame.bar >= 0 && frame.bar.isFinite), "\(what): bar \(frame.bar), layout \(layout.bar)")
        let numbers = [card.x, card.width, card.bottom, card.cornerRadius, card.bottomCornerRadius, card.opacity, card.margin]
        #expect(numbers.allSatisfy { $0.isFinite },
                "\(what): geometry not finite: \(card)")
        #expect(frame.x == card.x && frame.width == card.width && (moving || frame.bottom == card.bottom) && frame.bottom.isFinite
                && frame.cornerRadius == card.cornerRadius
                && frame.bottomCornerRadius == card.bottomCornerRadius && frame.opacity == card.opacity,
                "\(what): the frame's card \(frame) is not the geometry \(card)")
        #expect(card.width > 0, "\(what): width \(card.width)")
        let m = layout.placement.float?.margin ?? 0
        #expect(card.margin >= 0 && card.margin <= m, "\(what): margin \(card.margin) outside 0…\(m)")
        #expect(frame.x == layout.cardX + card.margin && abs(frame.width - (layout.cardWidth - 2 * card.margin)) < 1e-9,
                "\(what): x \(frame.x) width \(frame.width) not the placement's moved in by the margin \(card.margin)")
        for rise in [0.5, 7, 60, 400] {
            let higher = engine.cardGeometry(atFrameHeight: frame.height + rise)
            #expect(higher.margin <= card.margin, "\(what): the margin grows from \(card.margin) to \(higher.margin) rising \(rise) pt")
        }
        #expect(card.cornerRadius >= 0 && card.bottomCornerRadius >= 0, "\(what): radii \(card.cornerRadius)/\(card.bottomCornerRadius)")
        #expect(card.opacity >= 0 && card.opacity <= 1, "\(what): opacity \(card.opacity)")
        if engine.configuration.appearance.material == .solid { #expect(card.opacity == 1, "\(what): a solid card at opacity \(card.opacity)") }
    }

    /// Follows `willMove` to check that each settle ends the animation it belongs to.
    struct Ledger {
        var inFlight: SheetTarget<NamedSheetState>?
        mutating func record(_ events: [SheetEvent<NamedSheetState>], sequence: Int) {
            for event in events {
                switch event.kind {
                case .willMove(let target):
                    inFlight = target
                case .settled(let state):
                    #expect(inFlight == .state(state), "sequence \(sequence): settled \(state) without an animation towards it")
                    inFlight = nil
                case .dismissed:
                    #expect(inFlight == .dismissed, "sequence \(sequence): dismissed without an animation towards it")
                    inFlight = nil
                case .touch:
                    break
                }
            }
        }
    }

    @Test func invariantsHoldOverRandomEventSequences() {
        let configurations = Self.configurations
        var random = SeededGenerator(seed: 20_261_123)
        for sequence in 0..<3000 {
            let configuration = configurations[sequence % configurations.count]
            var container = Self.containers[random.below(Self.containers.count)]
            var sheet = SheetController<NamedSheetState>(configuration: configuration, container: container,
                                                         reduceMotion: random.chance(0.2))
            var ledger = Ledger()
            var time = 0.0
            var finger: Double?
            /// `leave` was called and the sheet is not dismissed yet: nothing may bring it back.
            var leaving = false
            func check(_ frame: SheetFrame<NamedSheetState>, _ what: String) {
                #expect(frame.height.isFinite && frame.alpha.isFinite, "sequence \(sequence) \(what): not finite")
                #expect(frame.height >= 0 && frame.height <= container.height, "sequence \(sequence) \(what): height \(frame.height)")
                let maxAlpha = sheet.configuration.dimming?.maxAlpha ?? 0
                #expect(frame.alpha >= 0 && frame.alpha <= maxAlpha + 1e-12, "sequence \(sequence) \(what): alpha \(frame.alpha)")
                #expect(frame.scrollOffset >= 0)
                Self.checkGeometry(frame, of: sheet, "sequence \(sequence) \(what)")
            }
            for step in 0..<40 {
                time += random.chance(0.2) ? 0 : random.between(0, 0.25)
                let before = sheet.frame(at: time)
                check(before, "step \(step)")
                if sheet.isDismissed { leaving = false }  // gone: presenting it again is allowed
                ledger.record(sheet.takeEvents(), sequence: sequence)
                var continuous = true
                let choice = random.below(finger == nil ? 10 : 13)
                switch choice {
                case 0, 1, 2:
                    if finger == nil {
                        let height = random.between(-20, before.height + 60)
                        let x: Double? = random.chance(0.2) ? nil : random.between(-10, container.width + 10)
                        let inScrollView = random.chance(0.3)
                        let expected = sheet.destination(ofTouchAtHeight: height, x: x, inScrollView: inScrollView)
                        let destination = sheet.touchDown(atHeight: height, x: x, scrollOffset: inScrollView ? random.between(0, 300) : nil,
                                                          time: time)
                        #expect(destination == expected, "sequence \(sequence): touchDown and destination disagree")
                        // Below the bar's top edge, off the card: the bar's, never the backdrop's or a drag.
                        if height < before.bar, !sheet.engine.cardContains(x: x ?? sheet.engine.layout.cardX + sheet.engine.layout.cardWidth / 2,
                                                                           h: height, atFrameHeight: before.height),
                           destination != .keyboard, destination != .passthrough {
                            #expect(destination == .bar || destination == .sheet && !inScrollView && sheet.configuration.popUpIndicator != nil,
                                    "sequence \(sequence): a touch on the bar went to \(destination)")
                        }
                        #expect(!leaving || destination == .passthrough, "sequence \(sequence): a touch to \(destination) while leaving")
                        let reported = sheet.takeEvents()
                        ledger.record(reported, sequence: sequence)
                        let touches = reported.filter { if case .touch = $0.kind { return true } else { return false } }
                        #expect(touches.map(\.kind) == (destination == .sheet ? [] : [.touch(destination)]),
                                "sequence \(sequence): a touch to \(destination) reported as \(touches)")
                        finger = height
                    }
                case 3:
                    container = Self.containers[random.below(Self.containers.count)]
                    sheet.resize(to: container, time: time)
                    continuous = false
                case 4:
                    let state = configuration.states[random.below(configuration.states.count)].name
                    sheet.move(to: NamedSheetState(state), time: time)
                case 5:
                    if random.chance(0.3) {  // the platform takes the sheet away (docs/behaviour.md)
                        if !sheet.isDismissed { leaving = true }
                        let animated = random.chance(0.7)
                        sheet.leave(animated: animated, time: time)
                        continuous = animated
                    } else {
                        sheet.dismiss(time: time)
                    }
                case 6:
                    if random.chance(0.5) {
                        sheet.tapBackdrop(time: time)
                    } else {  // with its point: only a tap the controller calls `backdrop` may dismiss
                        let height = random.between(-20, before.height + 60), x = random.between(-10, container.width + 10)
                        let onBackdrop = sheet.destination(ofTouchAtHeight: height, x: x) == .backdrop
                        sheet.tapBackdrop(atHeight: height, x: x, time: time)
                        if !onBackdrop {
                            let reported = sheet.takeEvents()
                            ledger.record(reported, sequence: sequence)
                            #expect(!reported.contains { $0.kind == .willMove(.dismissed) },
                                    "sequence \(sequence): a tap off the backdrop dismissed the sheet")
                        }
                    }
                case 7: sheet.perform(SheetAccessibilityAction.allCases[random.below(3)], time: time)
                case 8:
                    if random.chance(0.3) {  // a live reload: another configuration, states kept by name (docs/behaviour.md#size-changes-and-other-new-heights)
                        sheet.reconfigure(configurations[random.below(configurations.count)], time: time)
                        continuous = false
                    }
                case 9:
                    let keyboard = random.chance(0.4) ? 0 : random.between(200, 400)
                    let duration: Double? = random.chance(0.5) ? random.between(0.1, 0.4) : nil
                    if random.chance(0.5) {
                        sheet.setKeyboard(height: keyboard, duration: duration, time: time)
                    } else {  // a tab bar that shrinks, grows or goes (iOS 26's minimise)
                        sheet.setBar(height: [0, 30, 49, 83][random.below(4)], duration: duration, time: time)
                    }
                    continuous = duration != nil
                case 10, 11:
                    finger = (finger ?? 0) + random.between(-150, 150)
                    // Half with an x (the direction test, docs/behaviour.md), half without.
                    sheet.touchMoved(toHeight: finger!, x: random.chance(0.5) ? nil : random.between(-10, container.width + 10), time: time)
                    continuous = false
                default:
                    if random.chance(0.2) {
                        sheet.touchCancelled(time: time)
                    } else {
                        sheet.touchUp(velocity: random.chance(0.5) ? nil : random.between(-5000, 5000), time: time)
                    }
                    finger = nil
                }
                let after = sheet.frame
                check(after, "after step \(step)")
                let events = sheet.takeEvents()
                #expect(after.progress.isFinite, "sequence \(sequence): progress \(after.progress)")
                if continuous, abs(after.height - before.height) > 1e-6 {
                    // Only a spring's final snap may jump (docs/behaviour.md#animating): under half a point, as it settles.
                    let snapped = events.contains { $0.kind == .dismissed || $0.description.hasPrefix("settled") }
                    #expect(snapped && abs(after.height - before.height) < 0.5,
                            "sequence \(sequence) step \(step) (event \(choice)): jumped from \(before.height) to \(after.height)")
                }
                if leaving {
                    #expect(sheet.isLeaving || sheet.isDismissed, "sequence \(sequence) step \(step): no longer leaving, not dismissed")
                    let broughtBack = events.contains { event in
                        switch event.kind {
                        case .willMove(.state), .settled: return true
                        case .willMove(.dismissed), .dismissed, .touch: return false
                        }
                    }
                    #expect(after.phase != .dragging && !broughtBack,
                            "sequence \(sequence) step \(step) (event \(choice)): \(events) while leaving")
                    if sheet.isDismissed { leaving = false }
                }
                if after.phase == .dragging { ledger.inFlight = nil }  // an interrupted animation never settles
                ledger.record(events, sequence: sequence)
            }
            if finger != nil { sheet.touchUp(time: time + 0.01) }
            ledger.record(sheet.takeEvents(), sequence: sequence)
            let final = sheet.frame(at: time + 60)
            ledger.record(sheet.takeEvents(), sequence: sequence)
            #expect(!leaving || final.phase == .dismissed, "sequence \(sequence): left, but \(final.phase)")
            switch final.phase {
            case .resting:
                let heights = sheet.engine.restingStates.map(\.height)
                #expect(heights.contains(final.height), "sequence \(sequence): rests at \(final.height), not a state's height")
                #expect(heights.allSatisfy { $0 >= sheet.engine.layout.bar }, "sequence \(sequence): a state below the bar's top edge")
                #expect(final.bar == sheet.engine.layout.bar)
            case .dismissed:
                #expect(final.height == 0)
            default:
                Issue.record("sequence \(sequence): still \(final.phase) 60 s after the last touch lifted")
            }
            #expect(ledger.inFlight == nil, "sequence \(sequence): an animation ended without its event")
        }
    }
}
