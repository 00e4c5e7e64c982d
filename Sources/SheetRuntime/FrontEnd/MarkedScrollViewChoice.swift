/// A rectangle in points, in one coordinate space (the card's): what the choice of a marked scroll
/// view compares. The front end converts its views' frames into it.
struct FrontEndRect: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// The area this rectangle shares with `other` (0 when they do not overlap).
    func overlap(with other: FrontEndRect) -> Double {
        let width = min(x + self.width, other.x + other.width) - max(x, other.x)
        let height = min(y + self.height, other.y + other.height) - max(y, other.y)
        return width > 0 && height > 0 ? width * height : 0
    }

    /// Whether every edge is within `tolerance` points of `other`'s.
    func matches(_ other: FrontEndRect, tolerance: Double = 1) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(x + width - other.x - other.width) <= tolerance && abs(y + height - other.y - other.height) <= tolerance
    }

    /// Whether `other` lies inside this rectangle (within `tolerance` points).
    func contains(_ other: FrontEndRect, tolerance: Double = 1) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.x + other.width <= x + width + tolerance && other.y + other.height <= y + height + tolerance
    }
}

/// Which scroll view shares the sheet's drags when the content marks the ones it means (SwiftUI's
/// `.sheetcTrackedScrollView()`, the counterpart of UIKit's `trackScrollView(_:)`): SwiftUI does not
/// hand out the `UIScrollView` it draws a `List` or `ScrollView` in, so a mark — a view laid out
/// behind the marked one, with its frame — stands for it. A paged `TabView` of lists marks each
/// list; the one that shares the drags is the one on screen, so the choice is made again at each
/// touch. Headless, so the rule is tested where SwiftUI is not.
enum MarkedScrollViewChoice {
    /// The scroll view (an index into `scrollViews`, the content's vertically scrolling views,
    /// outermost first) that the mark shown most stands for.
    ///
    /// - The mark shown most: the one that overlaps `visible` (the card's bounds) over the largest
    ///   area; of equal ones, the last made. No mark overlaps it: none.
    /// - The scroll view it stands for: the innermost whose frame it matches (a mark behind a `List`
    ///   has the list's frame, within a point), else the smallest that contains it (a mark on a
    ///   view inside the scroll view's content), else none — the front end then falls back to its
    ///   own search.
    static func choose(marks: [FrontEndRect], scrollViews: [FrontEndRect], visible: FrontEndRect) -> Int? {
        var shown: FrontEndRect?
        var shownArea = 0.0
        for mark in marks {
            let area = mark.overlap(with: visible)
            if area > 0, area >= shownArea {
                shown = mark
                shownArea = area
            }
        }
        guard let mark = shown else { return nil }
        if let matching = scrollViews.indices.last(where: { scrollViews[$0].matches(mark) }) { return matching }
        let containing = scrollViews.indices.filter { scrollViews[$0].contains(mark) }
        return containing.min { scrollViews[$0].width * scrollViews[$0].height < scrollViews[$1].width * scrollViews[$1].height }
    }
}
