/// One resting position of a sheet: its name and its visible height.
public struct SheetState: Hashable, Sendable {
    /// `closed`, `compressed` or `open`.
    public var name: String
    /// Visible height of the sheet in this state; `0` means hidden.
    public var height: SheetLength

    /// Creates a state.
    public init(name: String, height: SheetLength) {
        self.name = name
        self.height = height
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetState: Codable {}
#endif
