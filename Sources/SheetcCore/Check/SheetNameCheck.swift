/// What only the whole set of checked files can show: sheet names unique in one compile.
enum SheetNameCheck {
    /// Reports each sheet named like an earlier one (also ignoring case: such names name files
    /// that overwrite each other on a case-insensitive disk, macOS's default) and drops it.
    static func check(_ results: inout [FileResult]) {
        var firstSeen: [String: SheetName] = [:]
        for index in results.indices {
            var duplicates: [Int] = []
            for (position, sheet) in results[index].sheetNames.enumerated() {
                let key = sheet.name.lowercased()
                guard let first = firstSeen[key] else {
                    firstSeen[key] = sheet
                    continue
                }
                let name = sheet.name
                if first.name == name {
                    results[index].diagnostics.report(
                        .duplicateSheetName, "another sheet is already named '\(name)'", at: sheet.range,
                        notes: [Diagnostic.Note("'\(name)' is first defined here", at: first.range, file: first.file)],
                        help: "sheet names name generated types and files: make them unique")
                } else {
                    results[index].diagnostics.report(
                        .duplicateSheetName, "'\(name)' differs from the sheet '\(first.name)' only in case: their files '\(name).swift' and '\(first.name).swift' overwrite each other on a case-insensitive disk (macOS's default)",
                        at: sheet.range, notes: [Diagnostic.Note("'\(first.name)' is defined here", at: first.range, file: first.file)],
                        help: "give the sheets names that differ in more than case")
                }
                duplicates.append(position)
            }
            for position in duplicates.reversed() {
                results[index].sheetNames.remove(at: position)
                if !results[index].sheets.isEmpty { results[index].sheets.remove(at: position) }
            }
        }
    }
}
