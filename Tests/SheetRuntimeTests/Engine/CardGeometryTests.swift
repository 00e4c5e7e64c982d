import SheetRuntime
import SheetTestSupport
import Testing

/// The card's geometry in every frame: how much a card floats between the state under `attach`
/// and `attach`, its margin, edges, radii and opacity, for floating, detached and right-to-left
/// cards, concentric corners on square and rounded displays, and the keyboard's raise.
struct CardGeometryTests {
    typealias F = ControllerFixtures
    /// iPhone 15 with its rounded display (55 pt corners).
    static let phone = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34, displayCornerRadius: 55)

    /// A glass, concentric card (minimum 10) floating 8 pt clear until `open` (states 0, 300, 600).
    static func floating(attach: Placement.Floating.Attachment = .state("open"), margin: Double = 8) -> SheetConfiguration {
        var configuration = SheetConfiguration.test()
        configuration.appearance.material = .glass
        configuration.appearance.cornerRadius = .concentric(minimum: 10)
        configuration.placement.float = Placement.Floating(margin: margin, attach: attach)
        return configuration
    }

    static func geometry(_ configuration: SheetConfiguration, on container: ContainerMetrics = phone, keyboard: Double = 0,
                         at height: Double) -> CardGeometry {
        SheetEngine(configuration: configuration, container: container, keyboard: keyboard).cardGeometry(atFrameHeight: height)
    }

    @Test func atAndBelowTheStateUnderAttachTheCardFloatsFully() {
        for height in [0.0, 120, 300] {
            let card = Self.geometry(Self.floating(), at: height)
            #expect(card == CardGeometry(floating: 1, margin: 8, x: 8, width: 377, bottom: 8, cornerRadius: 47, bottomCornerRadius: 47, opacity: 0),
                    "at \(height): \(card)")
        }
    }

    @Test func atAndAboveAttachTheCardIsAttached() {
        for height in [600.0, 700] {
            let card = Self.geometry(Self.floating(), at: height)
            #expect(card == CardGeometry(floating: 0, margin: 0, x: 0, width: 393, bottom: 0, cornerRadius: 55, bottomCornerRadius: 0, opacity: 1),
                    "at \(height): \(card)")
        }
    }

    @Test func betweenTheMarginFallsLinearlyWithTheFrameHeight() {
        let card = Self.geometry(Self.floating(), at: 450)
        #expect(card == CardGeometry(floating: 0.5, margin: 4, x: 4, width: 385, bottom: 4, cornerRadius: 51, bottomCornerRadius: 25.5, opacity: 0.5))
        let quarter = Self.geometry(Self.floating(), at: 525)
        #expect(quarter.floating == 0.25 && quarter.margin == 2 && quarter.opacity == 0.75)
    }

    @Test func attachNoneFloatsAtEveryHeight() {
        for height in [0.0, 300, 600, 780] {
            let card = Self.geometry(Self.floating(attach: .never, margin: 16), at: height)
            #expect(card.floating == 1 && card.margin == 16 && card.x == 16 && card.width == 361 && card.bottom == 16, "at \(height): \(card)")
            #expect(card.cornerRadius == 39 && card.bottomCornerRadius == 39 && card.opacity == 0, "at \(height): \(card)")
        }
    }

    @Test func attachOnTheLowestStateFloatsFromZeroUpToIt() {
        let configuration = Self.floating(attach: .state("compressed"))
        #expect(Self.geometry(configuration, at: 0).floating == 1)
        #expect(Self.geometry(configuration, at: 150).floating == 0.5)
        #expect(Self.geometry(configuration, at: 150).margin == 4)
        #expect(Self.geometry(configuration, at: 300).floating == 0)
        #expect(Self.geometry(configuration, at: 600).margin == 0)
    }

    @Test func aSolidCardIsOpaqueAtEveryHeight() {
        var configuration = Self.floating()
        configuration.appearance.material = .solid
        for height in [0.0, 300, 450, 600] { #expect(Self.geometry(configuration, at: height).opacity == 1) }
        // Without float, glass is attached and opaque: the card looks as a solid one.
        var attached = SheetConfiguration.test()
        attached.appearance.material = .glass
        #expect(Self.geometry(attached, at: 300).opacity == 1)
    }

    @Test func aFixedRadiusRoundsTheBottomCornersAsTheCardFloats() {
        var configuration = Self.floating()
        configuration.appearance.cornerRadius = 20
        #expect(Self.geometry(configuration, at: 300).cornerRadius == 20)
        #expect(Self.geometry(configuration, at: 300).bottomCornerRadius == 20)
        #expect(Self.geometry(configuration, at: 450).bottomCornerRadius == 10)
        #expect(Self.geometry(configuration, at: 600).bottomCornerRadius == 0)
    }

    @Test func concentricOnASquareDisplayIsTheMinimum() {
        let square = ContainerMetrics(width: 375, height: 667, topSafeAreaInset: 20, bottomSafeAreaInset: 0, displayCornerRadius: 0)
        #expect(Self.geometry(Self.floating(), on: square, at: 300).cornerRadius == 10)
        #expect(Self.geometry(Self.floating(), on: square, at: 450).cornerRadius == 10)
        #expect(Self.geometry(Self.floating(), on: square, at: 450).bottomCornerRadius == 5)
        #expect(Self.geometry(Self.floating(), on: square, at: 600).cornerRadius == 10)
        // On a rounded display, never below the minimum either: 55 − 50 would be 5.
        #expect(Self.geometry(Self.floating(margin: 50), at: 300).cornerRadius == 10)
    }

    @Test func aDetachedCardStandsOnItsMarginWithFourLikeCorners() {
        var configuration = SheetConfiguration.test()
        configuration.placement = Placement(maxWidth: 300, horizontalMargin: 12, bottomMargin: 20)
        configuration.appearance.cornerRadius = 16
        configuration.appearance.material = .glass
        let card = Self.geometry(configuration, at: 320)
        #expect(card == CardGeometry(floating: 1, margin: 0, x: 46.5, width: 300, bottom: 20, cornerRadius: 16, bottomCornerRadius: 16, opacity: 0))
        configuration.appearance.cornerRadius = .concentric(minimum: 10)
        #expect(Self.geometry(configuration, at: 320).cornerRadius == 35)
        #expect(Self.geometry(configuration, at: 320).bottomCornerRadius == 35)
        // It stands on the keyboard it avoids.
        #expect(Self.geometry(configuration, keyboard: 300, at: 620).bottom == 320)
    }

    @Test func rightToLeftTheFloatingCardIsMovedInFromTheMirroredPlace() {
        let iPad = ContainerMetrics(width: 834, height: 1194, topSafeAreaInset: 24, bottomSafeAreaInset: 20, rightToLeft: true,
                                    displayCornerRadius: 18)
        var configuration = Self.floating()
        configuration.placement.maxWidth = 300
        configuration.placement.alignment = .leading
        configuration.placement.horizontalMargin = 12
        let card = Self.geometry(configuration, on: iPad, at: 300)
        #expect(card.x == 530 && card.width == 284, "\(card)")
        var leftToRight = iPad
        leftToRight.rightToLeft = false
        #expect(Self.geometry(configuration, on: leftToRight, at: 300).x == 20)
    }

    @Test func theKeyboardRaisesAFloatingCardsBottomByItsFloat() {
        // raise: compressed 600, open at the ceiling (793); the card floats fully at 600.
        let card = Self.geometry(Self.floating(), keyboard: 300, at: 600)
        #expect(card.floating == 1 && card.bottom == 308, "\(card)")
        let between = Self.geometry(Self.floating(), keyboard: 300, at: 696.5)
        #expect(between.floating == 0.5 && between.bottom == 154, "\(between)")
        // With keyboard avoidance off, the keyboard raises nothing.
        var ignoring = Self.floating()
        ignoring.keyboard.avoid = .none
        #expect(Self.geometry(ignoring, keyboard: 300, at: 300).bottom == 8)
    }

    @Test func aMarginWiderThanHalfTheCardIsHeldToIt() {
        let narrow = ContainerMetrics(width: 30, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34)
        let card = Self.geometry(Self.floating(margin: 40), on: narrow, at: 300)
        #expect(card.margin == 15 && card.width == 0 && card.x == 15)
    }

    // MARK: - In the controller's frames

    @Test func everyFrameCarriesTheGeometryAndChangesWithTheLayoutAtOnce() {
        var sheet = F.controller(Self.floating(), container: Self.phone)
        var frame = sheet.frame
        #expect(frame.state?.rawValue == "compressed")
        #expect(frame.x == 8 && frame.width == 377 && frame.bottom == 8 && frame.cornerRadius == 47 && frame.bottomCornerRadius == 47
                && frame.opacity == 0)
        // The keyboard shows (at once, without a duration): the card stands on it.
        sheet.setKeyboard(height: 300, duration: nil, time: 0.1)
        frame = sheet.frame
        #expect(frame.height == 600 && frame.bottom == 308)
        sheet.setKeyboard(height: 0, duration: nil, time: 0.2)
        // A rotation: the same state, the new container's width and display at once.
        let landscape = ContainerMetrics(width: 852, height: 393, topSafeAreaInset: 0, bottomSafeAreaInset: 21, displayCornerRadius: 55)
        sheet.resize(to: landscape, time: 0.3)
        frame = sheet.frame
        #expect(frame.state?.rawValue == "compressed" && frame.x == 8 && frame.width == 836 && frame.bottom == 8, "\(frame)")
        // Moving to `open` from code: attached once there.
        sheet.resize(to: Self.phone, time: 0.4)
        sheet.move(to: NamedSheetState("open"), time: 0.4)
        sheet.runUntilRest()
        frame = sheet.frame
        #expect(frame.state?.rawValue == "open" && frame.x == 0 && frame.width == 393 && frame.bottom == 0 && frame.bottomCornerRadius == 0
                && frame.opacity == 1, "\(frame)")
        // A new configuration: solid, fixed corners, not floating — at once.
        sheet.reconfigure(.test(), time: sheet.time)
        frame = sheet.frame
        #expect(frame.cornerRadius == 10 && frame.opacity == 1 && frame.width == 393, "\(frame)")
    }

    // MARK: - Touch routing

    @Test func theGapBesideAndUnderAFloatingCardIsNotTheCard() {
        let sheet = F.controller(Self.floating(), container: Self.phone)  // resting at 300: floating fully, 8 pt clear
        #expect(sheet.destination(ofTouchAtHeight: 150, x: 4, inScrollView: false) == .backdrop)  // beside it
        #expect(sheet.destination(ofTouchAtHeight: 4, x: 200, inScrollView: false) == .backdrop)  // under it
        #expect(sheet.destination(ofTouchAtHeight: 150, x: 389, inScrollView: false) == .backdrop)
        // The card is its rectangle, corners included: its very corner starts a drag.
        #expect(sheet.destination(ofTouchAtHeight: 8, x: 8, inScrollView: false) == .sheet)
        #expect(sheet.destination(ofTouchAtHeight: 300, x: 385, inScrollView: false) == .sheet)
        var passing = Self.floating()
        passing.interaction.passthrough = true
        passing.dimming?.tapToDismiss = false
        let behind = F.controller(passing, container: Self.phone)
        #expect(behind.destination(ofTouchAtHeight: 4, x: 200, inScrollView: false) == .passthrough)
    }

    @Test func anAttachedCardReachesTheEdgesAgain() {
        var sheet = F.controller(Self.floating(), container: Self.phone)
        sheet.move(to: NamedSheetState("open"), time: 0)
        sheet.runUntilRest()
        #expect(sheet.destination(ofTouchAtHeight: 2, x: 2, inScrollView: false) == .sheet)
    }

    @Test func theGapUnderADetachedCardIsNotTheCardBelowItsLowestStateToo() {
        var configuration = SheetConfiguration.test()
        configuration.placement = Placement(bottomMargin: 20)
        var sheet = F.controller(configuration, container: Self.phone)
        _ = sheet.touchDown(atHeight: 200, x: 200, time: 0)
        sheet.touchMoved(toHeight: 100, time: 0.05)  // dragged below `compressed` (320)
        #expect(sheet.frame.height < 320 && sheet.frame.bottom == 20)
        #expect(sheet.destination(ofTouchAtHeight: 10, x: 200, inScrollView: false) == .backdrop)
        #expect(sheet.destination(ofTouchAtHeight: 30, x: 200, inScrollView: false) == .sheet)
    }
}
