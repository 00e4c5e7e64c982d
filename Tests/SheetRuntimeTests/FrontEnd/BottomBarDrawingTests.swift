import GeneratedSamples
@testable import SheetRuntime
import SheetTestSupport
import Testing

/// Issue 45: a sheet installed above a `UITabBarController`'s tab bar is fed the bar's height
/// measured from the tab bar's frame, and drawn over the bar or under it as the frame says.
struct BottomBarDrawingTests {
    /// An iPhone 15 with an 83 pt tab bar (49 pt of bar over the 34 pt home-indicator area).
    static let tabBar = ContainerMetrics(width: 393, height: 852, topSafeAreaInset: 59, bottomSafeAreaInset: 34, bottomBar: 83)

    @Test func theBarsHeightIsFromItsTopEdgeToTheContainersBottom() {
        #expect(BottomBarDrawing.height(ofBarFrom: 769, to: 852, hidden: false, containerHeight: 852) == 83)
        // Sliding out of sight below the bottom edge, it shrinks to 0 and stays there.
        #expect(BottomBarDrawing.height(ofBarFrom: 800, to: 883, hidden: false, containerHeight: 852) == 52)
        #expect(BottomBarDrawing.height(ofBarFrom: 900, to: 983, hidden: false, containerHeight: 852) == 0)
        // Hidden, or at the top of the container (an iPad's tab bar), it is no bar below the sheet.
        #expect(BottomBarDrawing.height(ofBarFrom: 769, to: 852, hidden: true, containerHeight: 852) == 0)
        #expect(BottomBarDrawing.height(ofBarFrom: 24, to: 74, hidden: false, containerHeight: 1194) == 0)
        // A floating bar that stops short of the bottom edge still counts from its top edge.
        #expect(BottomBarDrawing.height(ofBarFrom: 770, to: 832, hidden: false, containerHeight: 852) == 82)
        #expect(BottomBarDrawing.height(ofBarFrom: .nan, to: 852, hidden: false, containerHeight: 852) == 0)
        #expect(BottomBarDrawing.height(ofBarFrom: 0, to: 0, hidden: false, containerHeight: 0) == 0)
    }

    /// The Maps search sample: standing on the bar from `peek` to `half`, covering it at `full`.
    @Test func theSearchIsDrawnUnderTheBarWhereItStandsOnItAndOverItWhereItCoversIt() {
        var search = SheetController<MapsSearch.State>(configuration: MapsSearch.configuration, container: Self.tabBar)
        search.move(to: .peek, animated: false, time: 0)
        #expect(!BottomBarDrawing.cardIsOverBar(search.frame))
        search.move(to: .half, animated: false, time: 0)
        #expect(!BottomBarDrawing.cardIsOverBar(search.frame))
        search.move(to: .full, animated: true, time: 0)
        var over: [Bool] = []
        var time = 0.0
        while search.frame.phase != .resting, time < 5 {
            time += 1.0 / 120
            search.advance(to: time)
            over.append(BottomBarDrawing.cardIsOverBar(search.frame))
        }
        // Under the bar while the card still stands on it, over it from the moment it comes down over it.
        #expect(over.first == false && over.last == true)
        #expect(over.drop { !$0 }.allSatisfy { $0 }, "\(over)")
        #expect(search.frame.bottom == 0 && search.frame.bar == 83)
    }

    /// The place card leaving downward slides behind the bar: under it throughout.
    @Test func aCardLeavingDownwardIsUnderTheBar() {
        var place = SheetController<MapsPlace.State>(configuration: MapsPlace.configuration, container: Self.tabBar)
        place.move(to: .summary, animated: false, time: 0)
        place.dismiss(animated: true, time: 0)
        var time = 0.0
        var frames = 0
        while !place.isDismissed, time < 5 {
            time += 1.0 / 120
            place.advance(to: time)
            frames += 1
            #expect(!BottomBarDrawing.cardIsOverBar(place.frame) || place.frame.bar == 0)
        }
        #expect(place.isDismissed && frames > 10)
        // Without a bar there is nothing to be over.
        let noBar = SheetFrame<MapsPlace.State>(time: 0, height: 300, alpha: 0, phase: .resting, state: .summary, target: nil,
                                                 scrollOffset: 0, x: 0, width: 393)
        #expect(!BottomBarDrawing.cardIsOverBar(noBar))
    }

    /// The place card stacked on the search (a presented sheet, drawn above the tab bar in z-order)
    /// is clipped at the bar's top edge wherever it stands on the bar, so it is drawn as under it —
    /// rising, resting at `summary`, leaving downward from `details` — and not clipped where it comes
    /// down over the bar (`details`, its `coverFrom`). Clipped, its card is wholly above the edge: the
    /// clip takes nothing of the card itself.
    @Test func aSheetStackedOnTheTabBarsSheetIsClippedAtTheBarWhereItStandsOnIt() {
        var stack = SheetStack(base: MapsSearch.configuration, container: Self.tabBar)
        stack.push(MapsPlace.configuration, time: 0)
        var clips: [Double?] = []
        var time = 0.0
        func play(until end: Double) {
            while time < end {
                time += 1.0 / 120
                guard let place = stack.frames(at: time).dropFirst().first?.frame else { return }
                let clip = BottomBarDrawing.clipHeight(of: place, containerHeight: 852)
                clips.append(clip)
                #expect(place.bar == 83)
                if let clip {
                    #expect(clip == 769)
                    #expect(852 - place.bottom <= clip, "the card's bottom edge at \(852 - place.bottom) is below the clip")
                } else {
                    #expect(BottomBarDrawing.cardIsOverBar(place))
                }
            }
        }
        play(until: 2)
        #expect(stack.controller(at: 1).currentState == NamedSheetState("summary"))
        #expect(clips.allSatisfy { $0 == 769 }, "rising to summary, it stands on the bar throughout")
        stack.move(to: "details", time: time)
        play(until: 4)
        #expect(stack.controller(at: 1).currentState == NamedSheetState("details"))
        #expect(clips.last == .some(nil), "at details it covers the bar: drawn whole, over it")
        clips = []
        stack.dismissTop(time: time)
        play(until: 6)
        #expect(stack.sheets == ["MapsSearch"])
        // Leaving downward: over the bar while it still covers it, then clipped as it slides behind.
        #expect(clips.first == .some(nil) && clips.contains(769))
        #expect(clips.drop { $0 == nil }.allSatisfy { $0 == 769 }, "\(clips)")
    }

    /// Without a bar, or over it, nothing is clipped.
    @Test func nothingIsClippedWithoutABarOrOverIt() {
        let noBar = SheetFrame<MapsPlace.State>(time: 0, height: 300, alpha: 0, phase: .resting, state: .summary, target: nil,
                                                 scrollOffset: 0, x: 0, width: 393)
        #expect(BottomBarDrawing.clipHeight(of: noBar, containerHeight: 852) == nil)
        var search = SheetController<MapsSearch.State>(configuration: MapsSearch.configuration, container: Self.tabBar)
        search.move(to: .full, animated: false, time: 0)
        #expect(BottomBarDrawing.clipHeight(of: search.frame, containerHeight: 852) == nil)
        search.move(to: .peek, animated: false, time: 0)
        #expect(BottomBarDrawing.clipHeight(of: search.frame, containerHeight: 852) == 769)
    }
}
