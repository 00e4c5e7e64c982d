/// A position in a spec file: 1-based line, 1-based column counted in Unicode scalars
/// (the way libyaml counts, and the way editors place a caret).
public struct SourceLocation: Hashable, Sendable, Comparable {
    // Stored in 32 bits: every node read and every value decoded carries two ranges, and
    // halving them is felt across 10,000 files. `YAMLLimits.maxFileSize` keeps a file far
    // below 2^31 lines or columns.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The first character of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// A span of a spec file: from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at a single location.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }
}
