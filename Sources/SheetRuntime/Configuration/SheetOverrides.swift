/// The layout a sheet takes on some containers (`overrides`,
/// docs/language.md#other-layouts-in-landscape-and-on-wide-screens): its states' heights, top inset and
/// placement there, fully resolved (the override merged over the base).
public struct SheetVariant: Hashable, Sendable {
    /// The states, lowest first: the same names as the base's, with their heights here.
    public var states: [SheetState] = []
    /// The top inset here.
    public var topInset: SheetLength = .zero
    /// The placement here.
    public var placement: Placement = .edgeToEdge

    /// Creates a variant.
    public init(states: [SheetState], topInset: SheetLength, placement: Placement) {
        self.states = states
        self.topInset = topInset
        self.placement = placement
    }
}

/// Which layout applies where: `landscape` on a container wider than tall, `wide` on one at
/// least 700 pt wide and 500 pt tall, `wideLandscape` where both do (the `wide` override applied
/// last); `nil` where the spec has no override for that case, and the configuration's own layout applies.
public struct SheetOverrides: Hashable, Sendable {
    /// A container at least this wide, and at least `wideHeight` tall, is wide.
    public static let wideWidth = 700.0
    /// A wide container is at least this tall as well: an iPad in either orientation or a large
    /// window is wide, a phone on its side (at most 430 pt tall) never is — `landscape` serves it,
    /// and a layout made for an iPad's room would not fit there.
    public static let wideHeight = 500.0

    /// On a container wider than tall (and narrower than `wideWidth`).
    public var landscape: SheetVariant?
    /// On a wide container (`ContainerMetrics.isWide`) that is not wider than tall.
    public var wide: SheetVariant?
    /// On a wide container that is wider than tall (an iPad in landscape).
    public var wideLandscape: SheetVariant?

    /// Creates overrides; none by default.
    public init(landscape: SheetVariant? = nil, wide: SheetVariant? = nil, wideLandscape: SheetVariant? = nil) {
        self.landscape = landscape
        self.wide = wide
        self.wideLandscape = wideLandscape
    }

    /// The variant for `container`, if an override applies there.
    public func variant(for container: ContainerMetrics) -> SheetVariant? {
        switch (container.isLandscape, container.isWide) {
        case (true, true): return wideLandscape
        case (true, false): return landscape
        case (false, true): return wide
        case (false, false): return nil
        }
    }
}

extension SheetVariant: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetVariant { SheetVariant(states: [], topInset: .zero, placement: .edgeToEdge) }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetVariant" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("states", &states)
        visitor.field("topInset", &topInset)
        visitor.field("placement", &placement)
    }
}

extension SheetOverrides: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetOverrides { SheetOverrides() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetOverrides" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("landscape", &landscape)
        visitor.field("wide", &wide)
        visitor.field("wideLandscape", &wideLandscape)
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetVariant: Codable {}
extension SheetOverrides: Codable {}
#endif
