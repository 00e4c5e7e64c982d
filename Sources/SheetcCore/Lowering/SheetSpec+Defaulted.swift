import SheetRuntime

/// Lowering's reads of the keys the catalog gives a constant default. Such a key has a value
/// whether or not the user wrote it, so a missing one is a catalog entry that lost its default
/// or changed its type: a bug that stops here naming the key, not at an anonymous `!`.
extension SheetSpec {
    func defaulted(_ key: SpecKey) -> Bool {
        guard let value = bool(key) else { Self.noDefault(key) }
        return value
    }

    func defaulted(_ key: SpecKey) -> Double {
        guard let value = number(key) else { Self.noDefault(key) }
        return value
    }

    func defaulted(_ key: SpecKey) -> String {
        guard let value = text(key) else { Self.noDefault(key) }
        return value
    }

    func defaulted(_ key: SpecKey) -> SheetColorPair {
        guard let value = color(key) else { Self.noDefault(key) }
        return value
    }

    /// A choice, as the runtime's enum of its words.
    func defaulted<Choice: RawRepresentable>(_ key: SpecKey) -> Choice where Choice.RawValue == String {
        guard let value = text(key).flatMap(Choice.init(rawValue:)) else { Self.noDefault(key) }
        return value
    }

    private static func noDefault(_ key: SpecKey) -> Never {
        preconditionFailure("the key catalog gives '\(key.path)' no default of the type lowering reads")
    }
}
