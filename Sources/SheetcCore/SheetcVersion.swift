/// The version of sheetc, printed by `sheetc --version`.
public enum SheetcVersion {
    public static let current = "0.1.0"
}
