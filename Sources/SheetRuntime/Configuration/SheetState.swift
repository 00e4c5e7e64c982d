/// One resting position of a sheet: its name and its visible height.
public struct SheetState: Hashable, Sendable {
    /// `closed`, `compressed` or `open`.
    public var name: String = ""
    /// Visible height of the sheet in this state; `0` means hidden.
    public var height: SheetLength = .zero
    /// What VoiceOver says for the grab handle's value in this state (`accessibility.states`,
    /// docs/language.md#look-motion-and-feel).
    public var spokenName: LocalizedText = .manifestBlank

    /// Creates a state.
    public init(name: String, height: SheetLength, spokenName: LocalizedText? = nil) {
        self.name = name
        self.height = height
        self.spokenName = spokenName ?? LocalizedText(key: name, defaultValue: Self.capitalized(name))
    }

    /// `open` → `Open`: a state's spoken name unless the spec gives one. State names are ASCII
    /// identifiers, so only an ASCII first letter changes (no Unicode case tables to link).
    public static func capitalized(_ name: String) -> String {
        var bytes = Array(name.utf8)
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
        bytes[0] = first - 32
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SheetState: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetState { SheetState() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetState" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    @inlinable public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("name", &name)
        visitor.field("height", &height)
        visitor.field("spokenName", &spokenName)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetState: Codable {}
#endif
