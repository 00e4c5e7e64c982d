/// One resting position of a sheet: its name and its visible height.
public struct SheetState: Codable, Hashable, Sendable {
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
