/// What a sheet asks of the sheet under it while it is shown over it (`stack` in a spec): the
/// one under a place card may stay as it is, get out of the way, or shrink to its lowest state.
/// `SheetStack` carries it out.
public struct Stacking: Hashable, Sendable {
    /// What the sheet below does while this one covers it.
    public enum Below: String, Hashable, Sendable, CaseIterable {
        /// It stays where it is, under this sheet's backdrop.
        case stay
        /// It slides down out of sight, and comes back to its state when this one leaves.
        case hide
        /// It moves to its own lowest resting state, and back when this one leaves.
        case lowest
    }

    /// What the sheet below does.
    public var below: Below = .stay

    /// Creates the stacking rule; the default leaves the sheet below where it is.
    public init(below: Below = .stay) {
        self.below = below
    }
}

extension Stacking: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Stacking { Stacking() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Stacking" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("below", &below)
    }
}

extension Stacking.Below: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Stacking: Codable {}
extension Stacking.Below: Codable {}
#endif
