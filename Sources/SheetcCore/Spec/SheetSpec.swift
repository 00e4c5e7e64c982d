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
/// by dotted path (`thresholds.dismissVelocity`). Defaults are not filled in
/// here; lowering does that.
public struct SheetSpec: Sendable {
    /// The file the sheet came from, as the user named it.
    public var file: String
    /// Where the sheet's document starts (missing keys are reported here).
    public var start: SourceRange
    public var entries: [String: SpecEntry] = [:]
    /// Every path the user wrote, valid or not: a key written wrongly has been
    /// reported already and must not be reported again as missing.
    public var written: Set<String> = []

    public init(file: String, start: SourceRange) {
        self.file = file
        self.start = start
    }

    /// What the user wrote at `path`, if anything.
    public subscript(path: String) -> SpecEntry? {
        assert(KeyCatalog.entry(at: path) != nil, "'\(path)' is not in the key catalog")
        return entries[path]
    }

    /// The value at `path`: what the user wrote, else the catalog's constant default.
    public func value(_ path: String) -> SpecValue? {
        self[path]?.value ?? KeyCatalog.entry(at: path)?.defaultValue
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
