extension Placement {
    /// How the card meets a bar the app keeps below it — a tab bar, a toolbar — whose height
    /// reaches the controller at run time (`ContainerMetrics.bottomBar`; `placement.bar` in a spec).
    /// Below `coverFrom` the card stands on the bar's top edge, so the bar stays usable; at and
    /// above it the card comes down over the bar to where it would stand without one.
    public struct Bar: Hashable, Sendable {
        /// What `coverFrom` holds when the card never covers the bar.
        public static let never = "none"

        /// The resting state from whose frame height up the card covers the bar, or `none` (the
        /// manifest's spelling, kept as written: a state's name or `never`).
        public var coverFrom: String

        /// A bar the card covers from `coverFrom` up (`Bar.never`: at no height).
        public init(coverFrom: String = Bar.never) {
            self.coverFrom = coverFrom
        }

        /// The state the card covers the bar from, or `nil` when it never does.
        public var coverState: String? { coverFrom == Self.never ? nil : coverFrom }
    }
}

extension Placement.Bar: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Placement.Bar { Placement.Bar() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Placement.Bar" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("coverFrom", &coverFrom)
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Placement.Bar: Codable {}
#endif
