@testable import SheetcCore
import SheetRuntime
import Testing

/// A worker's profile layouts are reused only for the very inputs they were made from: two
/// specs whose inputs differ in any one part never share an entry.
struct ProfileLayoutCacheTests {
    static let placement = Placement(maxWidth: 600, alignment: .center, horizontalMargin: 8, bottomMargin: 0)

    static func key(topInset: SheetLength = .points(40), placement: Placement = placement,
                    landscape: Bool = false, wide: Bool = false) -> ProfileLayoutCache.Key {
        ProfileLayoutCache.Key(topInset: topInset, placement: placement, landscapeOverridden: landscape, wideOverridden: wide)!
    }

    static func layouts(for key: ProfileLayoutCache.Key) -> [SheetLayout] {
        var layouts = ProfileLayouts(topInset: key.topInset, placement: key.placement)
        return layouts.all()
    }

    /// The base key with one part changed, for every part of the key.
    static let variants: [(String, ProfileLayoutCache.Key)] = {
        func placed(_ change: (inout Placement) -> Void) -> ProfileLayoutCache.Key {
            var placement = Self.placement
            change(&placement)
            return key(placement: placement)
        }
        return [
            ("topInset value", key(topInset: .points(41))),
            ("topInset as a fraction", key(topInset: .fraction(40))),
            ("topInset as a fraction of the container", key(topInset: .fractionOfContainer(40))),
            ("topInset from the top", key(topInset: .fromTop(40))),
            ("topInset above the safe area", key(topInset: .aboveSafeArea(40))),
            ("maxWidth", placed { $0.maxWidth = 601 }),
            ("no maxWidth", placed { $0.maxWidth = nil }),
            ("alignment", placed { $0.alignment = .leading }),
            ("horizontalMargin", placed { $0.horizontalMargin = 9 }),
            ("bottomMargin", placed { $0.bottomMargin = 12 }),
            ("float", placed { $0.float = Placement.Floating(margin: 8, attach: .never) }),
            ("float's margin", placed { $0.float = Placement.Floating(margin: 9, attach: .never) }),
            ("float's attach", placed { $0.float = Placement.Floating(margin: 8, attach: .state("open")) }),
            ("landscape overridden", key(landscape: true)),
            ("wide overridden", key(wide: true)),
        ]
    }()

    @Test func keysDifferingInAnyOnePartNeverShareAnEntry() {
        var cache = ProfileLayoutCache()
        let base = Self.key()
        cache.keep(Self.layouts(for: base), for: base)
        #expect(cache.layouts(for: Self.key()) == Self.layouts(for: base))
        for (part, variant) in Self.variants {
            #expect(variant != base, "\(part)")
            #expect(cache.layouts(for: variant) == nil, "a spec differing in \(part) was handed another spec's layouts")
        }
        // Each kept beside the others, each answers with its own.
        for (_, variant) in Self.variants { cache.keep(Self.layouts(for: variant), for: variant) }
        for (part, variant) in Self.variants {
            #expect(cache.layouts(for: variant) == Self.layouts(for: variant), "\(part)")
        }
        #expect(cache.layouts(for: base) == Self.layouts(for: base))
    }

    /// Every stored part of a placement is varied above, or here for the bar (the list above
    /// fills the cache's capacity): a part added to `Placement` is added too.
    @Test func theVariantsCoverEveryPartOfAPlacement() {
        #expect(Mirror(reflecting: Self.placement).children.count == 6)
        var cache = ProfileLayoutCache()
        let base = Self.key()
        cache.keep(Self.layouts(for: base), for: base)
        var placement = Self.placement
        placement.bar = Placement.Bar(coverFrom: "open")
        let covering = Self.key(placement: placement)
        #expect(covering != base && cache.layouts(for: covering) == nil, "a spec differing in the bar's coverFrom was handed another's layouts")
    }

    @Test func theCacheStaysBounded() {
        var cache = ProfileLayoutCache()
        for inset in 0...ProfileLayoutCache.capacity {
            let key = Self.key(topInset: .points(Double(inset)))
            cache.keep([], for: key)
        }
        #expect(cache.layouts(for: Self.key(topInset: .points(0))) == [])
        #expect(cache.layouts(for: Self.key(topInset: .points(Double(ProfileLayoutCache.capacity)))) == nil)
    }

    /// A `topInset` built of other lengths is laid out afresh: it has no key.
    @Test func aCompositeTopInsetHasNoKey() {
        #expect(ProfileLayoutCache.Key(topInset: .offset(.points(40), by: 8), placement: Self.placement,
                                       landscapeOverridden: false, wideOverridden: false) == nil)
    }
}
