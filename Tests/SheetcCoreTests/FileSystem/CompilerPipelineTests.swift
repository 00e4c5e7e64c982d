import Foundation
@testable import SheetcCore
import SheetRuntime
import SheetTestSupport
import Testing

/// `Compiler`'s whole runs — find, read, check, emit, write — on a file system in memory: the
/// code `sheetc` runs on the disk (whose own side the end-to-end tests in sheetcTests cover).
struct CompilerPipelineTests {
    static func spec(_ name: String, height: Int = 300) -> String {
        "version: 1\nsheet: \(name)\nconcreteDimension: {custom: \(height)}\n"
    }

    static func sample() -> InMemoryFileSystem {
        InMemoryFileSystem([
            "Specs/A.sheet.yaml": spec("Alpha"),
            "Specs/Nested/B.sheet.yml": spec("Beta"),
            "Specs/notes.txt": "not a spec",
            "Specs/.hidden/C.sheet.yaml": spec("Hidden"),
            "Specs/Package/Package.swift": "// a nested package",
            "Specs/Package/D.sheet.yaml": spec("InPackage"),
        ])
    }

    @Test func findsSpecsAsTheCommandLineDoes() {
        let fileSystem = Self.sample()
        let found = SpecInputs.find(["Specs", "Specs/A.sheet.yaml", "/work/Specs/./A.sheet.yaml"], in: fileSystem)
        #expect(found.files == ["Specs/A.sheet.yaml", "Specs/Nested/B.sheet.yml"])
        #expect(found.problems.isEmpty)
    }

    /// The spec files of a directory come in `String` order, whatever order the walk meets them in.
    @Test func specFilesAreInStringOrder() {
        let names = ["S00010.sheet.yaml", "S00002.sheet.yaml", "S00001.sheet.yml", "S00001.sheet.yaml",
                     "Z.sheet.yaml", "Caf\u{E9}.sheet.yaml", "Cafe\u{301}s.sheet.yaml", "Cafe.sheet.yaml", "b/X.sheet.yaml", "B/X.sheet.yaml"]
        let fileSystem = InMemoryFileSystem(Dictionary(uniqueKeysWithValues: names.map { ("Specs/" + $0, Self.spec("S")) }))
        let found = SpecInputs.specFiles(under: "Specs", in: fileSystem).files
        #expect(found == names.map { "Specs/" + $0 }.sorted())
    }

    @Test(arguments: [1, 2])
    func validateReportsEveryProblemWithTheFileSystems(jobs: Int) {
        let fileSystem = Self.sample()
        fileSystem.makeDirectory("Empty")
        fileSystem.write("version: 1\nsheet: Alpha\nconcreteDimension: half\n", to: "More/Again.sheet.yaml")
        let run = Compiler().check(inputs: ["Specs", "Missing.sheet.yaml", "Empty", "More"], in: fileSystem, jobs: jobs)
        #expect(run.results.map(\.path) == ["Specs/A.sheet.yaml", "Specs/Nested/B.sheet.yml", "More/Again.sheet.yaml"])
        #expect(run.diagnostics.map(\.code) == [.unreadableInput, .noInputs, .duplicateSheetName])
        #expect(run.diagnostics[0].message == "cannot read the input: no such file or directory")
        #expect(run.hasFileSystemFailure)
        #expect(run.errorCount == 3 && run.sheetCount == 2)
    }

    /// `validate` keeps only each sheet's name: the run reports, counts and finds duplicates as
    /// one that keeps the configurations does.
    @Test(arguments: [1, 2])
    func checkingForNamesAloneFindsWhatAFullCheckFinds(jobs: Int) {
        let fileSystem = Self.sample()
        fileSystem.write("version: 1\nsheet: ALPHA\ndescription: Again\nconcreteDimension: half\n", to: "More/Again.sheet.yaml")
        let full = Compiler().check(inputs: ["Specs", "More"], in: fileSystem, jobs: jobs)
        let names = Compiler().check(inputs: ["Specs", "More"], in: fileSystem, jobs: jobs, keeping: .name)
        #expect(names.diagnostics == full.diagnostics)
        #expect(names.diagnostics.map(\.code) == [.duplicateSheetName])
        #expect(names.sheetCount == full.sheetCount && names.sheetCount == 2)
        #expect(names.results.flatMap(\.sheetNames).map(\.name) == ["Alpha", "Beta"])
        #expect(names.results.flatMap(\.sheetNames) == full.results.flatMap(\.sheetNames))
        #expect(full.sheets.map(\.name) == ["Alpha", "Beta"] && full.sheets.map(\.nameRange) == full.results.flatMap(\.sheetNames).map(\.range))
        #expect(names.sheets.isEmpty)
    }

    /// A names-only check lowers only the sheets with overrides (whose checks need the resolved
    /// configuration): on every fixture and sample it reports exactly what a full check does.
    @Test func checkingForNamesAloneReportsWhatAFullCheckDoesOnEverySpec() throws {
        let fileSystem = InMemoryFileSystem()
        var count = 0
        for folder in [RepositoryRoot.url.appendingPathComponent("Samples"), DiagnosticFixtureTests.directory] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".yaml") {
                fileSystem.write(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                                 to: "Specs/\(count)-\(name.replacingOccurrences(of: ".yaml", with: "")).sheet.yaml")
                count += 1
            }
        }
        #expect(count > 40)
        let full = Compiler().check(inputs: ["Specs"], in: fileSystem)
        let names = Compiler().check(inputs: ["Specs"], in: fileSystem, keeping: .name)
        #expect(names.diagnostics == full.diagnostics)
        #expect(names.results.flatMap(\.sheetNames) == full.results.flatMap(\.sheetNames))
        #expect(full.sheets.map(\.name) == full.results.flatMap(\.sheetNames).map(\.name))
        #expect(full.diagnostics.contains { $0.code == .overrideChangesVisibility })  // an override's check is among them
    }

    @Test func aConfigurationSetOnACheckedSheetRenamesIt() throws {
        var sheet = try #require(check("version: 1\nsheet: Before\nconcreteDimension: half\n").sheets.first)
        var configuration = sheet.configuration
        configuration.sheet = "After"
        sheet.configuration = configuration
        #expect(sheet.name == "After" && sheet.configuration.sheet == "After")
    }

    @Test(arguments: [1, 2])
    func compileWritesEachSheetsFilesAndLeavesUnchangedOnesAlone(jobs: Int) {
        let fileSystem = Self.sample()
        let first = Compiler().compile(inputs: ["Specs"], into: "Out", options: .init(jobs: jobs), in: fileSystem)
        #expect(first.diagnostics.isEmpty)
        #expect(first.outputs == Compilation.Outputs(written: 4, names: ["Alpha.swift", "Alpha.json", "Beta.swift", "Beta.json"], directory: "Out"))
        #expect(fileSystem.paths.filter { $0.hasPrefix("/work/Out/") }
                == ["/work/Out/Alpha.json", "/work/Out/Alpha.swift", "/work/Out/Beta.json", "/work/Out/Beta.swift"])
        #expect(fileSystem.text(at: "Out/Alpha.swift")?.hasPrefix("// Generated by sheetc from A.sheet.yaml") == true)
        let again = Compiler().compile(inputs: ["Specs"], into: "Out", options: .init(jobs: jobs), in: fileSystem)
        #expect(again.outputs == Compilation.Outputs(written: 0, names: ["Alpha.swift", "Alpha.json", "Beta.swift", "Beta.json"], directory: "Out"))
        fileSystem.write(Self.spec("Alpha", height: 400), to: "Specs/A.sheet.yaml")
        let changed = Compiler().compile(inputs: ["Specs"], into: "Out", options: .init(jobs: jobs), in: fileSystem)
        #expect(changed.outputs == Compilation.Outputs(written: 2, names: ["Alpha.swift", "Alpha.json", "Beta.swift", "Beta.json"], directory: "Out"))
    }

    @Test func oneSwiftFileHoldsEverySheet() {
        let fileSystem = Self.sample()
        let run = Compiler().compile(inputs: ["Specs"], into: "Gen",
                                     options: .init(layout: .oneSwiftFile("All.swift"), accessLevel: .public), in: fileSystem)
        #expect(run.outputs == Compilation.Outputs(written: 1, names: ["All.swift"], directory: "Gen"))
        let text = fileSystem.text(at: "Gen/All.swift") ?? ""
        #expect(text.contains("enum Alpha") && text.contains("enum Beta") && text.contains("public"))
        #expect(fileSystem.text(at: "Gen/Alpha.json") == nil)
    }

    @Test func aSpecErrorWritesNothing() {
        let fileSystem = Self.sample()
        fileSystem.write("version: 1\nsheet: Broken\nsegmnts: {}\n", to: "Specs/Broken.sheet.yaml")
        let run = Compiler().compile(inputs: ["Specs"], into: "Out", in: fileSystem)
        #expect(run.errorCount > 0 && !run.hasFileSystemFailure)
        #expect(run.outputs == nil)
        #expect(!fileSystem.paths.contains { $0.hasPrefix("/work/Out/") })
    }

    @Test(arguments: [1, 2])
    func aFailedWriteIsE301AndChangesNothing(jobs: Int) {
        let fileSystem = Self.sample()
        #expect(Compiler().compile(inputs: ["Specs"], into: "Out", in: fileSystem).diagnostics.isEmpty)
        let before = fileSystem.paths.map { ($0, fileSystem.text(at: $0)) }
        fileSystem.write(Self.spec("Alpha", height: 301), to: "Specs/A.sheet.yaml")
        fileSystem.write(Self.spec("Beta", height: 302), to: "Specs/Nested/B.sheet.yml")
        fileSystem.failingWrites = ["Beta.json"]
        let run = Compiler().compile(inputs: ["Specs"], into: "Out", options: .init(jobs: jobs), in: fileSystem)
        #expect(run.diagnostics.map(\.code) == [.unwritableOutput])
        #expect(run.diagnostics.first?.message == "cannot write the output: No space left on device")
        #expect(run.diagnostics.first?.file == "Out/Beta.json")
        #expect(run.hasFileSystemFailure && run.outputs == nil)
        #expect(fileSystem.text(at: "Out/Alpha.swift") == before.first { $0.0 == "/work/Out/Alpha.swift" }?.1)
    }

    @Test func anOutputDirectoryThatIsAFileIsE301() {
        let fileSystem = Self.sample()
        fileSystem.write("", to: "Out")
        let run = Compiler().compile(inputs: ["Specs"], into: "Out", in: fileSystem)
        #expect(run.diagnostics.map(\.message) == ["cannot create the output directory: File exists"])
    }

    @Test func checkOnlyReportsMissingChangedAndLeftoverOutputs() {
        let fileSystem = Self.sample()
        #expect(Compiler().compile(inputs: ["Specs"], into: "Out", in: fileSystem).diagnostics.isEmpty)
        let clean = Compiler().compile(inputs: ["Specs"], into: "Out", options: .init(checkOnly: true), in: fileSystem)
        #expect(clean.diagnostics.isEmpty && clean.outputs == nil)
        fileSystem.write("// Generated by sheetc from Old.sheet.yaml. Do not edit.\n", to: "Out/Old.swift")
        fileSystem.write("// mine\n", to: "Out/Mine.swift")
        fileSystem.write("changed", to: "Out/Beta.json")
        fileSystem.write(Self.spec("Gamma"), to: "Specs/G.sheet.yaml")
        let drift = Compiler().compile(inputs: ["Specs"], into: "Out", options: .init(checkOnly: true), in: fileSystem)
        #expect(drift.diagnostics.map(\.file) == ["Out/Gamma.swift", "Out/Gamma.json", "Out/Beta.json", "Out/Old.swift"])
        #expect(drift.diagnostics.map(\.code).allSatisfy { $0 == .outputDrift })
        #expect(!fileSystem.paths.contains("/work/Out/Gamma.swift"))
    }

    @Test func previewDrawsOnePicturePerSheet() {
        let fileSystem = Self.sample()
        let profiles = ["iphone-se"].compactMap(DeviceProfile.named)
        let run = Compiler().preview(inputs: ["Specs"], into: "Pictures", as: .pictures(profiles), in: fileSystem, jobs: 2)
        #expect(run.outputs == Compilation.Outputs(written: 2, names: ["Alpha.svg", "Beta.svg"], directory: "Pictures"))
        #expect(fileSystem.text(at: "Pictures/Beta.svg")?.contains("iphone-se") == true)
    }
}
