import SheetRuntime

/// What the system's sheet (`target: system`) does with a key of the language.
public enum SystemSheetSupport: Sendable, Equatable {
    /// Honoured as written, in every form the key takes.
    case honoured
    /// Honoured only as `true` or `false`; a mapping is refused (`popUpIndicator`: the system
    /// draws its own grabber, of its own size).
    case onlyBoolean
    /// Honoured only as a number (`appearance.cornerRadius`: the system has no concentric form).
    case onlyNumber
    /// Honoured when it agrees with the key the system ties it to (`dimming.fullFrom`,
    /// `dimming.tapToDismiss`, `interaction.passthrough`); another value is refused.
    case paired
    /// Not honoured: refused wherever a `target: system` spec writes it.
    case unsupported
}

extension KeyCatalog {
    /// The keys the system sheet honours, by dotted path: the one place this is said. The checker's
    /// `E230`/`E231`, the schema's condition on `target: system`, the reference's column and the
    /// editor's completion all read it through `systemSheetSupport(at:)`. A key missing here is
    /// unsupported, so a key added to the language is refused on the system sheet until someone
    /// says how the system honours it, never silently dropped.
    ///
    /// Heights (`states`, `segments`, `concreteDimension`, `headerHeight`) are honoured in the forms
    /// `SystemDetents` can measure; the checker refuses the others value by value.
    static let systemSheetKeys: [String: SystemSheetSupport] = [
        "version": .honoured, "sheet": .honoured, "description": .honoured, "target": .honoured, "edgeAttachedInCompactHeight": .honoured,
        "states": .honoured, "segmented": .honoured, "segments": .honoured,
        "segments.open": .honoured, "segments.compressed": .honoured, "segments.closed": .honoured,
        "concreteDimension": .honoured, "concreteDimension.custom": .honoured, "headerHeight": .honoured,
        "initialState": .honoured,
        "popUpIndicator": .onlyBoolean,
        "dimming": .honoured, "dimming.from": .honoured, "dimming.fullFrom": .paired, "dimming.tapToDismiss": .paired,
        "appearance": .honoured, "appearance.cornerRadius": .onlyNumber, "appearance.backgroundColor": .honoured,
        "interaction": .honoured, "interaction.dismissible": .honoured, "interaction.scrollTracking": .honoured,
        "interaction.passthrough": .paired,
    ]

    /// How the system sheet treats the key at a catalog index.
    public static func systemSheetSupport(at index: Int) -> SystemSheetSupport {
        systemSheetSupportByIndex[index]
    }

    /// Whether an editor offers the key at `path` in a `target: system` spec: every key the
    /// system sheet honours in some form.
    /// The keys of the system sheet alone: an error (`E232`) without `target: system`, so an
    /// editor does not offer them on a runtime spec.
    public static let systemSheetOnlyKeys: Set<String> = [SpecKey.edgeAttachedInCompactHeight.path]

    public static func isOfferedOnSystemSheet(_ path: String) -> Bool {
        index(of: path).map { systemSheetSupport(at: $0) != .unsupported } ?? false
    }

    /// `systemSheetKeys` by catalog index, made once (every path in it must be a key of the catalog).
    private static let systemSheetSupportByIndex: [SystemSheetSupport] = {
        for path in systemSheetKeys.keys { precondition(index(of: path) != nil, "'\(path)' is not in the key catalog") }
        return allEntries.map { systemSheetKeys[$0.path] ?? .unsupported }
    }()
}

extension SheetSpec {
    /// What shows the sheet (`target`; `runtime` when not written or written wrongly).
    public var target: SheetConfiguration.Target {
        text(.target).flatMap(SheetConfiguration.Target.init(rawValue:)) ?? .runtime
    }
}

extension SpecOutline.Document {
    /// Whether the document writes `target: system` (an editor then offers the system sheet's keys).
    var isSystemTarget: Bool {
        entry(at: SpecKey.target.path)?.scalar == SheetConfiguration.Target.system.rawValue
    }
}
