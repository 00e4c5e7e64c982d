/// How `Compiler.compile` runs and what it does with the outputs: one value the command line
/// fills from its flags, as swift-openapi-generator's `Config` is.
public struct CompileOptions: Sendable {
    /// One `S.swift` and `S.json` per sheet, or every sheet's Swift in one file.
    public var layout: OutputLayout
    /// The access level of the generated declarations; `nil`: the `configFile`'s
    /// `accessModifier`, else internal. (Given here, it overrides the file: a flag is the nearer word.)
    public var accessLevel: AccessLevel?
    /// A `sheetc-config.yaml` to read before compiling; its `accessModifier` sets `accessLevel`.
    public var configFile: String?
    /// Compare the outputs with what the directory holds (drift, and outputs left over) and
    /// write nothing (`compile --check`).
    public var checkOnly: Bool
    /// Also remove the generated files the directory holds that no sheet makes any more.
    public var prune: Bool
    /// The command a user is told to run to fix what `checkOnly` found.
    public var remedy: OutputRemedy
    /// Fail the run on warnings too.
    public var warningsAsErrors: Bool
    /// How many files are checked and emitted at once.
    public var jobs: Int

    public init(layout: OutputLayout = .perSheet, accessLevel: AccessLevel? = nil, checkOnly: Bool = false,
                prune: Bool = false, remedy: OutputRemedy = .plain, warningsAsErrors: Bool = false, jobs: Int = 1, configFile: String? = nil) {
        self.layout = layout
        self.configFile = configFile
        self.accessLevel = accessLevel
        self.checkOnly = checkOnly
        self.prune = prune
        self.remedy = remedy
        self.warningsAsErrors = warningsAsErrors
        self.jobs = jobs
    }
}
