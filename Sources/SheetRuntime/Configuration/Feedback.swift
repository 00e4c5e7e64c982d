/// The haptics a sheet plays (`feedback`, docs/language.md#look-motion-and-feel).
public struct Feedback: Hashable, Sendable {
    /// A haptic, as UIKit's feedback generators name them.
    public enum Haptic: String, Hashable, Sendable, CaseIterable {
        /// None.
        case none
        /// A selection change (`UISelectionFeedbackGenerator`).
        case selection
        /// An impact (`UIImpactFeedbackGenerator`) of this weight.
        case light, medium, heavy
    }

    /// Played when a gesture settles the sheet in a new state (`SheetEvent.byGesture`).
    public var settle: Haptic = .none

    /// Creates feedback settings.
    public init(settle: Haptic = .none) {
        self.settle = settle
    }
}

extension Feedback: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: Feedback { Feedback() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.Feedback" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("settle", &settle)
    }
}

extension Feedback.Haptic: ManifestChoice {}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension Feedback: Codable {}
extension Feedback.Haptic: Codable {}
#endif
