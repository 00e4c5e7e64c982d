#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

extension View {
    /// Makes this `List` or `ScrollView` the one that shares its drags with the sheet it is on
    /// (docs/behaviour.md#an-inner-scroll-view) — UIKit's `trackScrollView(_:)`. Without it, the
    /// content's first vertically scrolling view is (breadth first). Mark several — each list of a
    /// paged `TabView` — and the one on screen when a touch goes down shares it. Write it on the
    /// scroll view itself: a view laid out behind it stands for it (SwiftUI does not hand out the
    /// `UIScrollView` it draws in), and `MarkedScrollViewChoice` finds the scroll view with its frame.
    /// Outside a sheet it does nothing.
    public func sheetcTrackedScrollView() -> some View {
        background(SheetcScrollViewMark())
    }
}

/// The marks of the card's content, weakly: the container asks for the ones on screen at each touch.
@MainActor
final class SheetcScrollViewMarks {
    private var marks: [Weak] = []

    private struct Weak {
        weak var view: UIView?
    }

    /// The marks still in the content, in the order they were made.
    var views: [UIView] {
        marks.removeAll { $0.view == nil }
        return marks.compactMap(\.view)
    }

    func add(_ view: UIView) {
        marks.removeAll { $0.view == nil }
        marks.append(Weak(view: view))
    }
}

private struct SheetcScrollViewMarksKey: EnvironmentKey {
    static let defaultValue: SheetcScrollViewMarks? = nil
}

extension EnvironmentValues {
    /// The marks of the card this content is on (`nil`: not on a sheet).
    var sheetcScrollViewMarks: SheetcScrollViewMarks? {
        get { self[SheetcScrollViewMarksKey.self] }
        set { self[SheetcScrollViewMarksKey.self] = newValue }
    }
}

/// An empty view behind the marked scroll view, with its frame, that takes no touches.
struct SheetcScrollViewMark: UIViewRepresentable {
    @Environment(\.sheetcScrollViewMarks) private var marks

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        marks?.add(view)
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}
#endif
