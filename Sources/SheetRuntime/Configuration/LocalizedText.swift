/// Text shown or spoken to the user, localizable: the app's strings file may translate `key`,
/// else `defaultValue` is used (the UIKit adapter looks it up with
/// `Bundle.main.localizedString(forKey:value:table:)`). Generated code carries both, so the
/// runtime needs no Foundation.
public struct LocalizedText: Hashable, Sendable {
    /// The key in the app's `Localizable.strings` (`GlideCard.accessibility.label`).
    public var key: String = ""
    /// The text when no translation has the key (the spec's own words).
    public var defaultValue: String = ""

    /// Creates localizable text.
    public init(key: String, defaultValue: String) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

extension LocalizedText: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: LocalizedText { LocalizedText(key: "", defaultValue: "") }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.LocalizedText" }
    /// Words for people, in any script: never compared or hashed by the runtime.
    public static var holdsFreeText: Bool { true }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("key", &key)
        visitor.field("defaultValue", &defaultValue)
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension LocalizedText: Codable {}
#endif
