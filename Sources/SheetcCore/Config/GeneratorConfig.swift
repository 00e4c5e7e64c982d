/// `sheetc-config.yaml`: how a target's sheets are generated, kept beside its specs so that the
/// build plugin, `generate-sheets` and `check-sheets` (and `sheetc compile --config`) generate
/// them alike:
///
///     accessModifier: public      # public | package | internal (the default)
///     disabledWarnings: [W009]    # warnings this target has chosen not to hear (never errors)
///
/// A module that other modules of the app import makes its sheets `public`; the build plugin
/// cannot take command-line flags, so the choice is a file in the target's folder (the
/// convention swift-openapi-generator's `openapi-generator-config.yaml` set). It is read with the
/// same YAML layer as the specs, so an unknown key or value is an error at its line.
public struct GeneratorConfig: Sendable, Equatable {
    /// The access level of the generated declarations (`nil`: not written, the command's own).
    public var accessModifier: AccessLevel?
    /// Warnings the target's build does not show: a sheet deliberately named `View` (W009) would
    /// otherwise warn at every regeneration. Errors cannot be disabled.
    public var disabledWarnings: [DiagnosticCode]

    public init(accessModifier: AccessLevel? = nil, disabledWarnings: [DiagnosticCode] = []) {
        self.accessModifier = accessModifier
        self.disabledWarnings = disabledWarnings
    }

    /// The file names the build plugin and the package commands look for in a target's folder.
    public static let fileNames = ["sheetc-config.yaml", "sheetc-config.yml"]

    /// The keys the file may hold, for "did you mean" and the help of an unknown key.
    static let keys = ["accessModifier", "disabledWarnings"]

    /// Reads the configuration at `path`: the configuration, or `nil` with the file's diagnostics
    /// (an unreadable file, YAML errors, an unknown key or value) in `result`.
    public static func read(_ path: String, in fileSystem: any SpecFileSystem,
                            limits: YAMLLimits = .default) -> (config: GeneratorConfig?, result: FileResult) {
        var diagnostics = DiagnosticBag(file: path)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path, atMost: limits.maxFileSize + 1)
        } catch {
            diagnostics.report(.unreadableInput, "cannot read the input: \(error.reason)", at: nil)
            return (nil, FileResult(path: path, lines: [], diagnostics: diagnostics, sheetNames: [], sheets: []))
        }
        let documents = YAMLReader(limits: limits).read(bytes, diagnostics: &diagnostics)
        var config = GeneratorConfig()
        if !diagnostics.hasErrors {
            config = decode(documents, diagnostics: &diagnostics)
        }
        let lines = diagnostics.diagnostics.compactMap { $0.range?.start.line }
        let result = FileResult(path: path, lines: SourceText.lines(lines, of: bytes), diagnostics: diagnostics,
                                sheetNames: [], sheets: [])
        return (diagnostics.hasErrors ? nil : config, result)
    }

    /// The one document's mapping, key by key. An empty file is the defaults.
    static func decode(_ documents: [YAMLDocument], diagnostics: inout DiagnosticBag) -> GeneratorConfig {
        var config = GeneratorConfig()
        guard let document = documents.first, let root = document.root else { return config }
        if documents.count > 1 {
            diagnostics.report(.tooManyDocuments, "sheetc-config.yaml holds one document, not \(documents.count)",
                               at: SourceRange(at: documents[1].start), help: "remove the '---' and what follows it")
        }
        guard document[root].kind == .mapping else {
            diagnostics.report(.documentNotMapping, "sheetc-config.yaml must be a mapping of keys, not \(document.kindDescription(root))",
                               at: document[root].range, help: "write 'accessModifier: public'")
            return config
        }
        for pair in document.pairs(of: root) {
            switch document.name(pair) {
            case "accessModifier":
                config.accessModifier = accessModifier(pair.value, in: document, diagnostics: &diagnostics)
            case "disabledWarnings":
                config.disabledWarnings = disabledWarnings(pair.value, in: document, diagnostics: &diagnostics)
            case let name:
                let meant = Suggestion.closest(to: name, among: keys)
                diagnostics.report(.unknownKey, "unknown key \(VisibleText.quoted(name)) in sheetc-config.yaml", at: pair.keyRange,
                                   help: meant.map { "did you mean '\($0)'?" } ?? "sheetc-config.yaml takes: " + keys.joined(separator: ", "))
            }
        }
        return config
    }

    /// `public`, `package` or `internal`.
    private static func accessModifier(_ node: YAMLNode.Index, in document: YAMLDocument,
                                       diagnostics: inout DiagnosticBag) -> AccessLevel? {
        let choices = AccessLevel.allCases.map(\.rawValue)
        if let scalar = document.scalar(node), scalar.value == .string, let level = AccessLevel(rawValue: scalar.text) {
            return level
        }
        let written = document.scalar(node).map { VisibleText.quoted($0.text) } ?? document.kindDescription(node)
        let meant = document.scalar(node).flatMap { Suggestion.closest(to: $0.text, among: choices) }
        diagnostics.report(.invalidChoice, "'accessModifier' is one of \(choices.joined(separator: ", ")), not \(written)",
                           at: document[node].range,
                           help: meant.map { "did you mean '\($0)'?" } ?? "public makes the sheets usable from other modules")
        return nil
    }

    /// A list of warning codes (`[W009]`); an error's code, or no code at all, is an error here.
    private static func disabledWarnings(_ node: YAMLNode.Index, in document: YAMLDocument,
                                         diagnostics: inout DiagnosticBag) -> [DiagnosticCode] {
        guard document[node].kind == .sequence else {
            diagnostics.report(.wrongType, "'disabledWarnings' takes a list of warning codes, not \(document.kindDescription(node))",
                               at: document[node].range, help: "write disabledWarnings: [W009]")
            return []
        }
        var codes: [DiagnosticCode] = []
        for item in document.items(of: node) {
            let text = document.scalar(item)?.text ?? ""
            guard let code = DiagnosticCode(rawValue: text), text.hasPrefix("W") else {
                let why = DiagnosticCode(rawValue: text) != nil ? "an error cannot be disabled" : "no warning has that code"
                diagnostics.report(.invalidChoice, "\(document.scalar(item).map { VisibleText.quoted($0.text) } ?? document.kindDescription(item)) is not a warning code: \(why)",
                                   at: document[item].range, help: "warning codes are W001 to W\(DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("W") }.map(\.rawValue).max()?.dropFirst() ?? "")")
                continue
            }
            codes.append(code)
        }
        return codes
    }
}
