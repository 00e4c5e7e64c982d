import SheetRuntime

/// One value as the user wrote it, already of its key's form.
public enum SpecValue: Hashable, Sendable {
    case bool(Bool)
    case number(Double)
    case text(String)
    case length(SheetLength)
    case color(SheetColorPair)
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

/// One key of a state map (`states`, `thresholds.boundaries`, …): a state's name as written,
/// and what it maps to (`nil` when that value was wrong and reported).
public struct NamedEntry: Sendable {
    public var name: String
    public var nameRange: SourceRange
    public var entry: SpecEntry?
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
    /// It holds each key's place in `stored`, not the entries themselves: most keys of the
    /// catalog are never written, and an array of integers is reset at once. `notWritten` and
    /// `writtenWithoutValue` say whether the user wrote the key at all, valid or not: a key
    /// written wrongly has been reported already and must not be reported again as missing.
    private var slots = [Int32](repeating: notWritten, count: KeyCatalog.allEntries.count)
    private static let notWritten: Int32 = -1
    private static let writtenWithoutValue: Int32 = -2
    /// The entries written, in the order they were decoded.
    private var stored: [SpecEntry] = []
    /// The state maps written, by catalog index, each in the order written.
    private var stateMaps: [Int: [NamedEntry]] = [:]

    /// The value of each key the sheet leaves out: the catalog's defaults, or with `style: glass`
    /// the preset's (`applyStyle()`), so every reader of a default sees the preset's value.
    private var defaults = KeyCatalog.defaultValues

    /// Keys the user probably meant where they wrote an unknown top-level key (`segmnts` →
    /// `segments`): a rule that would report such a key missing stays quiet, the typo says it.
    public internal(set) var misspelledKeys: Set<String> = []

    public init(file: String, start: SourceRange) {
        self.file = file
        self.start = start
    }

    /// Empties the spec for another document, its arrays' capacity kept: a worker decodes spec
    /// after spec into one storage without allocating (a kilobyte or more) for each. (Only
    /// where nothing else holds the spec: otherwise its arrays are copied first.)
    mutating func reuse(file: String, start: SourceRange) {
        self.file = file
        self.start = start
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: Self.notWritten) }
        stored.removeAll(keepingCapacity: true)
        if !stateMaps.isEmpty { stateMaps.removeAll() }
        if !misspelledKeys.isEmpty { misspelledKeys.removeAll() }
        defaults = KeyCatalog.defaultValues
    }

    /// Whether the sheet takes the glass preset (`appearance.style: glass`).
    public var isGlass: Bool { text(.appearanceStyle) == KeyCatalog.styles[1] }

    /// Takes the defaults of the style the sheet writes (the decoder's side, once decoded).
    mutating func applyStyle() {
        defaults = isGlass ? KeyCatalog.glassDefaultValues : KeyCatalog.defaultValues
    }

    /// What the user wrote at `key`, if anything.
    public subscript(key: SpecKey) -> SpecEntry? {
        self[index: key.index]
    }

    /// What the user wrote at a catalog index (the decoder's side).
    subscript(index index: Int) -> SpecEntry? {
        let slot = Int(slots[index])
        return slot < 0 ? nil : stored[slot]
    }

    /// Stores what the user wrote at a catalog index (the decoder's side), written or not before.
    mutating func set(_ entry: consuming SpecEntry, at index: Int) {
        let slot = Int(slots[index])
        if slot >= 0 {
            stored[slot] = entry
        } else {
            // Room for a typical spec's keys at once, rather than regrowing from one.
            if stored.capacity == 0 { stored.reserveCapacity(32) }
            slots[index] = Int32(stored.count)
            stored.append(entry)
        }
    }

    /// The state map written at `key`, in the order written (empty when it is not written).
    public func stateMap(_ key: SpecKey) -> [NamedEntry] {
        stateMaps[key.index] ?? []
    }

    /// What the state map at `key` gives the state called `name`.
    public func entry(_ key: SpecKey, state name: String) -> SpecEntry? {
        stateMaps[key.index]?.first { $0.name == name }?.entry
    }

    /// Adds a state's entry to the state map at a catalog index (the decoder's side).
    mutating func append(_ named: NamedEntry, toStateMapAt index: Int) {
        stateMaps[index, default: []].append(named)
    }

    /// Whether the user wrote a valid value at `key`: `self[key] != nil` without copying the entry
    /// out (a retain and a release of its value) only to test it.
    func hasEntry(_ key: SpecKey) -> Bool {
        slots[key.index] >= 0
    }

    /// Whether the user wrote `key` at all, valid or not.
    public func isWritten(_ key: SpecKey) -> Bool {
        slots[key.index] != Self.notWritten
    }

    /// Records that the user wrote the key at a catalog index.
    mutating func markWritten(_ index: Int) {
        if slots[index] == Self.notWritten { slots[index] = Self.writtenWithoutValue }
    }

    /// The value at `key`: what the user wrote, else the default (the catalog's, or the style's).
    public func value(_ key: SpecKey) -> SpecValue? {
        withValue(key) { $0 }
    }

    /// `read` applied to the value at `key` where it is stored (what the user wrote, else the
    /// catalog's constant default); `nil` when there is neither.
    ///
    /// The typed accessors below read through this rather than `value(_:)`, in place: a `Bool` or
    /// `Double` is then taken without touching a reference count.
    @inline(__always)
    private func withValue<Result>(_ key: SpecKey, _ read: (SpecValue) -> Result?) -> Result? {
        let index = key.index
        let slot = Int(slots[index])
        if slot >= 0 { return stored.withUnsafeBufferPointer { read($0[slot].value) } }
        return defaults.withUnsafeBufferPointer { defaults in
            guard case .some(let value) = defaults[index] else { return nil }
            return read(value)
        }
    }

    public func bool(_ key: SpecKey) -> Bool? {
        withValue(key) { if case .bool(let found) = $0 { found } else { nil } }
    }

    public func number(_ key: SpecKey) -> Double? {
        withValue(key) { if case .number(let found) = $0 { found } else { nil } }
    }

    public func text(_ key: SpecKey) -> String? {
        withValue(key) {
            switch $0 {
            case .text(let found), .choice(let found): found
            default: nil
            }
        }
    }

    public func length(_ key: SpecKey) -> SheetLength? {
        withValue(key) { if case .length(let found) = $0 { found } else { nil } }
    }

    public func color(_ key: SpecKey) -> SheetColorPair? {
        withValue(key) { if case .color(let found) = $0 { found } else { nil } }
    }

    /// The sheet's name, when it was written correctly.
    public var name: String? { text(.sheet) }

    public var isSegmented: Bool { bool(.segmented) ?? false }

    /// Whether the sheet names its own states with `states` (docs/language.md#states) rather than by
    /// the seeds' forms (`segmented`/`segments`, `concreteDimension`/`headerHeight`).
    public var hasNamedStates: Bool { isWritten(.states) }

    /// The state names this sheet has, lowest first.
    public var stateNames: [String] {
        if hasNamedStates { return stateMap(.states).map(\.name) }
        return isSegmented ? KeyCatalog.segmentedStates : KeyCatalog.twoStates
    }
}
