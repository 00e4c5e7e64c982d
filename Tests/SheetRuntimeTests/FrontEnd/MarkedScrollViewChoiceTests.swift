@testable import SheetRuntime
import Testing

/// Issue 44: SwiftUI content could not say which scroll view shares the sheet's drags — the first list
/// found won, so in a paged `TabView` of lists the sheet fought the page on screen. A marked scroll
/// view (`.sheetcTrackedScrollView()`) is chosen by this rule at each touch.
struct MarkedScrollViewChoiceTests {
    typealias R = FrontEndRect
    /// A card 393 wide and 600 tall, in its own coordinates.
    static let card = R(x: 0, y: 0, width: 393, height: 600)

    @Test func inAPagedTabViewTheListOnScreenSharesTheDrags() {
        // Three pages side by side, the second on screen: the paging view (horizontal, so not a
        // candidate) has moved its pages 393 to the left. Each page's list is marked.
        let lists = [R(x: -393, y: 0, width: 393, height: 600), R(x: 0, y: 0, width: 393, height: 600),
                     R(x: 393, y: 0, width: 393, height: 600)]
        #expect(MarkedScrollViewChoice.choose(marks: lists, scrollViews: lists, visible: Self.card) == 1)
        // Half-way to the third page: the one that shows more wins.
        let moved = lists.map { R(x: $0.x - 250, y: 0, width: 393, height: 600) }
        #expect(MarkedScrollViewChoice.choose(marks: moved, scrollViews: moved, visible: Self.card) == 2)
    }

    @Test func theMarkedListWinsOverTheFirstOneFound() {
        // A short list of pinned items above the marked one: breadth first, the first would be found.
        let pinned = R(x: 0, y: 0, width: 393, height: 120), main = R(x: 0, y: 120, width: 393, height: 480)
        #expect(MarkedScrollViewChoice.choose(marks: [main], scrollViews: [pinned, main], visible: Self.card) == 1)
    }

    @Test func ofScrollViewsWithTheMarksFrameTheInnermostIsChosen() {
        let frame = R(x: 0, y: 40, width: 393, height: 560)
        #expect(MarkedScrollViewChoice.choose(marks: [frame], scrollViews: [frame, frame], visible: Self.card) == 1)
    }

    @Test func aMarkInsideAScrollViewsContentStandsForTheSmallestThatHoldsIt() {
        let outer = R(x: 0, y: 0, width: 393, height: 600), inner = R(x: 0, y: 100, width: 393, height: 400)
        let mark = R(x: 16, y: 150, width: 200, height: 44)
        #expect(MarkedScrollViewChoice.choose(marks: [mark], scrollViews: [outer, inner], visible: Self.card) == 1)
    }

    @Test func noMarkOnScreenOrNoScrollViewForItChoosesNone() {
        let off = R(x: 393, y: 0, width: 393, height: 600)
        #expect(MarkedScrollViewChoice.choose(marks: [off], scrollViews: [off], visible: Self.card) == nil)
        #expect(MarkedScrollViewChoice.choose(marks: [], scrollViews: [Self.card], visible: Self.card) == nil)
        let mark = R(x: 0, y: 0, width: 393, height: 600), elsewhere = R(x: 0, y: 300, width: 393, height: 100)
        #expect(MarkedScrollViewChoice.choose(marks: [mark], scrollViews: [elsewhere], visible: Self.card) == nil)
    }
}
