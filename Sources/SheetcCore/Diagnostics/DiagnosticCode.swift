/// The stable codes of sheetc's diagnostics. A code never changes meaning once
/// released; `docs/diagnostics.md` explains each (a test keeps it complete).
///
/// `E0xx`: the file and its YAML. `E1xx`: keys and values. `E2xx`: rules across
/// keys. `E3xx`: outputs. `E4xx`: `simulate --events` scripts. `Wxxx`: warnings — the spec compiles, but probably not as meant.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Codable {
    case unreadableInput = "E001"
    case fileTooLarge = "E002"
    case yamlSyntax = "E003"
    case nestingTooDeep = "E004"
    case aliasExpansionTooLarge = "E005"
    case tooManyDocuments = "E006"
    case undefinedAlias = "E007"
    case duplicateKey = "E008"
    case invalidMerge = "E009"
    case unsupportedTag = "E010"
    case nonScalarKey = "E011"
    case noInputs = "E012"

    case documentNotMapping = "E100"
    case unknownKey = "E101"
    case wrongType = "E102"
    case missingKey = "E103"
    case outOfRange = "E104"
    case unsupportedVersion = "E105"
    case invalidSheetName = "E106"
    case duplicateSheetName = "E107"
    case invalidLength = "E108"
    case invalidColor = "E109"
    case invalidChoice = "E110"
    case implicitBoolean = "E111"
    case nonFiniteNumber = "E112"

    case segmentsWithoutSegmented = "E200"
    case segmentedWithoutSegments = "E201"
    case missingConcreteDimension = "E202"
    case stateOrder = "E203"
    case unknownState = "E204"
    case boundaryOrder = "E205"
    case noRoom = "E206"
    case dimmingRange = "E207"
    case noRoomAcross = "E208"
    case secondFitState = "E209"
    case overrideChangesVisibility = "E210"

    case outputDrift = "E300"
    case unwritableOutput = "E301"

    case scriptSyntax = "E400"
    case scriptTimeGoesBack = "E401"
    case scriptUnknownName = "E402"
    case scriptTouchSequence = "E403"

    case fractionLikeNumber = "W001"
    case ignoredBySegmented = "W002"
    case springParameterWithoutSpring = "W003"
    case passthroughWithTapToDismiss = "W004"
    case noSheets = "W005"
    case tapToDismissNotDismissible = "W006"
    case ignoredBoundary = "W007"
    case lengthResolvesToZero = "W008"
    case shadowsStandardType = "W009"
    case dismissBelowAboveHighest = "W010"

    /// How bad a problem with this code is: the code's letter says it (`E` an error, `W` a
    /// warning), so what a user reads in `[W003]` and what the exit status does cannot disagree,
    /// and no call site chooses a severity of its own (`DiagnosticBag.report`).
    public var severity: Diagnostic.Severity {
        rawValue.utf8.first == UInt8(ascii: "W") ? .warning : .error
    }

    /// A one-line title, as `docs/diagnostics.md` lists it.
    public var title: String {
        switch self {
        case .unreadableInput: return "An input file or directory could not be read (exit status 2)."
        case .fileTooLarge: return "A spec file is larger than the size limit."
        case .yamlSyntax: return "The file is not well-formed YAML (or not UTF-8/UTF-16 text); reported at libyaml's mark."
        case .nestingTooDeep: return "Mappings and sequences are nested deeper than the limit."
        case .aliasExpansionTooLarge: return "Aliases expand a document past the node limit (a \"billion laughs\" file)."
        case .tooManyDocuments: return "A file holds more YAML documents than the limit."
        case .undefinedAlias: return "An alias names an anchor that is not defined earlier in the same document."
        case .duplicateKey: return "A mapping holds the same key twice (reported at the second, with a note at the first)."
        case .invalidMerge: return "A merge key (`<<`) is given something other than a mapping or a list of mappings."
        case .unsupportedTag: return "A node carries a YAML tag other than the core schema's `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`, `!!seq`."
        case .nonScalarKey: return "A mapping key is itself a mapping or a sequence."
        case .noInputs: return "A directory given as input holds no `*.sheet.yaml` or `*.sheet.yml` file."
        case .documentNotMapping: return "A document is not a mapping of keys to values."
        case .unknownKey: return "A key the spec language does not define (with a suggestion when one is close)."
        case .wrongType: return "A value of the wrong kind (a string where a number belongs, and so on)."
        case .missingKey: return "A required key is missing (`version`, `sheet`, a state of `segments`, `custom`)."
        case .outOfRange: return "A number outside its allowed range."
        case .unsupportedVersion: return "`version` is not 1."
        case .invalidSheetName: return "`sheet` is not an UpperCamelCase Swift identifier, or is a reserved name."
        case .duplicateSheetName: return "Two sheets in one compile share a name, or names that differ only in case (their files would overwrite each other on a case-insensitive disk)."
        case .invalidLength: return "A length string is not `\"<n>pt\"` or `\"<n>%\"`."
        case .invalidColor: return "A colour is not `\"#RRGGBB\"` or `\"#RRGGBBAA\"`."
        case .invalidChoice: return "A value is not one of the names the key accepts."
        case .implicitBoolean: return "YAML 1.1's `yes`, `no`, `on`, `off` where a boolean belongs: write `true` or `false`."
        case .nonFiniteNumber: return "A number is `.nan`, `.inf`, too large to represent, or so close to 0 (subnormal) that Swift warns on its literal."
        case .segmentsWithoutSegmented: return "`segments` is given but `segmented` is not `true`."
        case .segmentedWithoutSegments: return "`segmented: true` but no `segments`."
        case .missingConcreteDimension: return "A two-state sheet has no `concreteDimension`."
        case .stateOrder: return "States are not strictly ordered `closed < compressed < open` (checked on every device profile when units are mixed)."
        case .unknownState: return "`initialState`, `dimming.fullFrom` or `thresholds.boundaries` names a state the sheet does not have."
        case .boundaryOrder: return "A `thresholds.boundaries` entry does not lie strictly between its state and the visible state below (checked on every device profile)."
        case .noRoom: return "`topInset` leaves no height below it on a device profile: every state is 0 there and the sheet can never show."
        case .overrideChangesVisibility: return "An override hides a state the sheet shows without it, or shows one it hides."
        case .secondFitState: return "More than one state is `fit`: at most one state of a sheet follows its content."
        case .noRoomAcross: return "`placement.horizontalMargin` leaves the card no width on a device profile."
        case .dimmingRange: return "`dimming.from` is not below `dimming.fullFrom`: the backdrop darkens from one state up to the other."
        case .outputDrift: return "`compile --check`: an output is missing from the output directory or differs from what the specs compile to."
        case .unwritableOutput: return "An output could not be written (exit status 2); nothing is left half-written."
        case .scriptSyntax: return "`simulate --events`: a script line is not `<t> <event> [args]` (an unknown event, a missing or extra argument, a number out of range)."
        case .scriptTimeGoesBack: return "`simulate --events`: a line's time is before the previous line's."
        case .scriptUnknownName: return "`simulate --events`: `move-to` names a state the sheet does not have, or `resize` an unknown device profile (the message lists those that exist)."
        case .scriptTouchSequence: return "`simulate --events`: `move`, `up` or `cancel` with no finger down, or `down` while one is."
        case .fractionLikeNumber: return "A bare length below 1 point is almost always a percentage written as a fraction."
        case .ignoredBySegmented: return "`concreteDimension` or `headerHeight` beside `segmented: true` is ignored."
        case .springParameterWithoutSpring: return "`damping` or `initialVelocity` without `curve: spring` is ignored."
        case .passthroughWithTapToDismiss: return "`passthrough: true` sends backdrop taps through, so dimming's `tapToDismiss` never fires."
        case .noSheets: return "A spec file holds no sheet."
        case .tapToDismissNotDismissible: return "A written `tapToDismiss: true` cannot act because the sheet is `dismissible: false`."
        case .ignoredBoundary: return "A `boundaries` entry is ignored: on the lowest or a hidden state, or beside `atRest` other than `nearest`."
        case .shadowsStandardType: return "A sheet is named like a standard Swift, Foundation, SwiftUI or UIKit type, which its generated type hides in the app's module."
        case .dismissBelowAboveHighest: return "`dismissBelow` is above the highest visible state on a device profile: every slow release there dismisses."
        case .lengthResolvesToZero: return "A state written as a length mapping comes to 0 on a device profile, where it is hidden."
        }
    }
}
