import SheetcCore

/// Checks YAML text as one spec file, the way the command line does.
func check(_ yaml: String, path: String = "test.sheet.yaml", limits: YAMLLimits = .default) -> FileResult {
    Compiler(limits: limits).check([SpecSource(path: path, bytes: Array(yaml.utf8))])[0]
}

/// `CODE@line:column` of each diagnostic, in the order shown.
func codes(_ result: FileResult) -> [String] {
    result.diagnostics.sorted.map { "\($0.code.rawValue)@\($0.location.line):\($0.location.column)" }
}
