/// The one description of the resolved model's shape.
///
/// Each record of the model (`SheetConfiguration` and the values it holds) lists its stored
/// fields once, in `fields(_:)`, by their manifest names and in the order its initialiser
/// takes them. Everything that reads or writes the model walks that list with a visitor:
/// the manifest's JSON (`S.json`), the generated Swift initialiser literal (`S.swift`), the
/// manifest's JSON Schema, `Codable`, and the Foundation-free reader the playground's
/// WebAssembly build uses. Adding a field to the model is then its stored property, its
/// initialiser's parameter and its `fields` line (and the lowering that fills it, in sheetc);
/// no serialisation is edited by hand.
///
/// The walk hands each field over `inout`, so one list serves readers (which assign) and
/// writers (which look). A reader fills in `manifestBlank`, a record whose fields hold
/// placeholders, never a working sheet.
public protocol ManifestRecord: Sendable {
    /// The record with every field at a placeholder: what a reader starts from.
    static var manifestBlank: Self { get }
    /// How generated Swift names the type (`SheetRuntime.Appearance.Border`).
    static var swiftName: StaticString { get }
    /// Whether the record's strings are words for people (any script) rather than names the
    /// runtime compares (ASCII identifiers); `false` unless a record says otherwise.
    static var holdsFreeText: Bool { get }
    /// Hands each stored field to `visitor`, by its manifest name, in initialiser order.
    mutating func fields<Visitor: ManifestVisitor>(_ visitor: inout Visitor)
}

/// A choice among named values (`dragArea: sheet`): written as its raw value, in Swift as `.case`.
public protocol ManifestChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

/// What walks a record's fields: one method per kind of value the model holds.
///
/// The kinds are closed on purpose: each serialisation spells each kind in one place. A new
/// kind of value (not a new field) is the only change that touches every visitor.
public protocol ManifestVisitor {
    mutating func field(_ name: StaticString, _ value: inout Double)
    mutating func field(_ name: StaticString, _ value: inout Double?)
    mutating func field(_ name: StaticString, _ value: inout Bool)
    mutating func field(_ name: StaticString, _ value: inout String)
    mutating func field(_ name: StaticString, _ value: inout String?)
    mutating func field(_ name: StaticString, _ value: inout SheetColor)
    mutating func field(_ name: StaticString, _ value: inout SheetLength)
    /// Lengths by state name (`thresholds.boundaries`).
    mutating func field(_ name: StaticString, _ value: inout [String: SheetLength])
    /// A corner radius: a number, or `{"concentric": {"minimum": m}}`; `null` (`nil`) for the
    /// system's own (a `target: system` sheet that does not write one).
    mutating func field(_ name: StaticString, _ value: inout Appearance.CornerRadius?)
    /// A floating card, or none: `{"margin": m, "attach": "<state>" | "none"}`, or `false`.
    mutating func field(_ name: StaticString, _ value: inout Placement.Floating?)
    mutating func field<Choice: ManifestChoice>(_ name: StaticString, _ value: inout Choice)
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record)
    /// A record that may be absent (`null` in the manifest, `nil` in Swift).
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?)
    mutating func field<Record: ManifestRecord>(_ name: StaticString, _ value: inout [Record])
    /// A colour for light and dark: by default the record of its two colours; a visitor that
    /// reads it whole (the compiler's, from a spec) says so here.
    mutating func field(_ name: StaticString, _ value: inout SheetColorPair)
    /// A colour pair that may be the system's own (`null`, `nil`): by default the record or `null`.
    mutating func field(_ name: StaticString, _ value: inout SheetColorPair?)
}

extension ManifestVisitor {
    /// A colour pair walked as the record it is.
    public mutating func field(_ name: StaticString, _ value: inout SheetColorPair) {
        record(name, &value)
    }

    /// A colour pair that may be absent, walked as the record it is.
    public mutating func field(_ name: StaticString, _ value: inout SheetColorPair?) {
        optionalRecord(name, &value)
    }

    private mutating func record<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record) {
        field(name, &value)
    }

    private mutating func optionalRecord<Record: ManifestRecord>(_ name: StaticString, _ value: inout Record?) {
        field(name, &value)
    }
}

extension ManifestRecord {
    /// Names the runtime compares, by default (see the requirement).
    public static var holdsFreeText: Bool { false }

    /// Walks the fields of a value that is not itself mutable (writers look, never assign).
    public func visitFields<Visitor: ManifestVisitor>(_ visitor: inout Visitor) {
        var copy = self
        copy.fields(&visitor)
    }
}
