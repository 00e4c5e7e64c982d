import SheetRuntime

/// One value as the user wrote it, already of its key's form.
public enum SpecValue: Hashable, Sendable {
    case bool(Bool)
    case number(Double)
    case text(String)
    case length(SheetLength)
    case color(SheetColor)
    /// A name from a choice (or a state name).
    case choice(String)
    /// A mapping; its keys are entries of their own.
    case mapping
}

/// A key the user wrote, its value and where both are.
public struct SpecEntry: Hashable, Sendable {
    public var value: SpecValue
    public var keyRange: SourceRange
    public var valueRange: SourceRange
}

/// One sheet as the user wrote it: the decoded value of every key present,
/// named by dotted path (`thresholds.dismissVelocity`) and kept by the key's
/// index in `KeyCatalog.allEntries`. Defaults are not filled in here; lowering does that.
public struct SheetSpec: Sendable {
    /// The file the sheet came from, as the user named it.
    public var file: String
    /// Where the sheet's document starts (missing keys are reported here).
    public var start: SourceRange
    /// What the user wrote, by catalog index: an array, not a dictionary by path, because
    /// every key of every file is stored here and a path would have to be built and hashed.
    private var entries = [SpecEntry?](repeating: nil, count: KeyCatalog.allEntries.count)
    /// Every key the user wrote, valid or not, by catalog index: a key written wrongly has
    /// been reported already and must not be reported again as missing.
    private var written = [Bool](repeating: false, count: KeyCatalog.allEntries.count)

    public init(file: String, start: SourceRange) {
        self.file = file
        self.start = start
    }

    /// What the user wrote at `path`, if anything.
    public subscript(path: String) -> SpecEntry? {
        entries[Self.index(of: path)]
    }

    /// What the user wrote at a catalog index (the decoder's side).
    subscript(index index: Int) -> SpecEntry? {
        get { entries[index] }
        set { entries[index] = newValue }
    }

    /// Whether the user wrote a key at `path` at all, valid or not.
    public func isWritten(_ path: String) -> Bool {
        written[Self.index(of: path)]
    }

    /// Records that the user wrote the key at a catalog index.
    mutating func markWritten(_ index: Int) {
        written[index] = true
    }

    /// The value at `path`: what the user wrote, else the catalog's constant default.
    public func value(_ path: String) -> SpecValue? {
        let index = Self.index(of: path)
        return entries[index]?.value ?? KeyCatalog.defaultValues[index]
    }

    private static func index(of path: String) -> Int {
        guard let index = KeyCatalog.index(of: path) else { preconditionFailure("'\(path)' is not in the key catalog") }
        return index
    }

    public func bool(_ path: String) -> Bool? {
        if case .bool(let found)? = value(path) { return found }
        return nil
    }

    public func number(_ path: String) -> Double? {
        if case .number(let found)? = value(path) { return found }
        return nil
    }

    public func text(_ path: String) -> String? {
        switch value(path) {
        case .text(let found)?, .choice(let found)?: return found
        default: return nil
        }
    }

    public func length(_ path: String) -> SheetLength? {
        if case .length(let found)? = value(path) { return found }
        return nil
    }

    public func color(_ path: String) -> SheetColor? {
        if case .color(let found)? = value(path) { return found }
        return nil
    }

    /// The sheet's name, when it was written correctly.
    public var name: String? { text("sheet") }

    public var isSegmented: Bool { bool("segmented") ?? false }

    /// The state names this sheet has, lowest first.
    public var stateNames: [String] {
        isSegmented ? KeyCatalog.segmentedStates : KeyCatalog.twoStates
    }
}
