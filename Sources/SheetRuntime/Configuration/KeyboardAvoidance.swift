/// What the sheet does while the software keyboard covers the container's bottom edge
/// (`keyboard`, docs/language.md#look-motion-and-feel).
public struct KeyboardAvoidance: Hashable, Sendable {
    /// How the sheet avoids the keyboard.
    public enum Avoid: String, Hashable, Sendable, CaseIterable {
        /// Every resting state's frame height grows by the keyboard's height (within the ceiling).
        case raise
        /// `raise`, and the sheet moves to its highest state while the keyboard shows, and back after.
        case expand
        /// The keyboard is ignored.
        case none
    }

    /// How the sheet avoids the keyboard.
    public var avoid: Avoid = .raise

    /// Creates keyboard settings.
    public init(avoid: Avoid = .raise) {
        self.avoid = avoid
    }
}

extension KeyboardAvoidance: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: KeyboardAvoidance { KeyboardAvoidance() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.KeyboardAvoidance" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("avoid", &avoid)
    }
}

extension KeyboardAvoidance.Avoid: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension KeyboardAvoidance: Codable {}
extension KeyboardAvoidance.Avoid: Codable {}
#endif
