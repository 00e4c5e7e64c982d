/// One resting position of a sheet: its name and its visible height.
public struct SheetState: Hashable, Sendable {
    /// `closed`, `compressed` or `open`.
    public var name: String = ""
    /// Visible height of the sheet in this state; `0` means hidden.
    public var height: SheetLength = .zero

    /// Creates a state.
    public init(name: String, height: SheetLength) {
        self.name = name
        self.height = height
    }
}

extension SheetState: ManifestRecord {
    /// Every field at a placeholder: what a manifest reader fills in (never a working value).
    public static var manifestBlank: SheetState { SheetState() }
    /// How generated Swift names the type.
    public static var swiftName: StaticString { "SheetRuntime.SheetState" }

    /// The stored fields, by manifest name, in initialiser order: the one list every serialisation walks.
    public mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        visitor.field("name", &name)
        visitor.field("height", &height)
    }

    private init() {}
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetState: Codable {}
#endif
