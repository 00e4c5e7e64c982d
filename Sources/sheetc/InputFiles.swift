import Foundation
import SheetcCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finds and reads the spec files a command was given: the command line's
/// side of the pipeline's input edge.
enum InputFiles {
    static let extensions = [".sheet.yaml", ".sheet.yml"]

    /// The sources of `inputs` (directories expanded, sorted, each file once), and a
    /// diagnostic for each input that could not be read.
    static func load(_ inputs: [String], limits: YAMLLimits, jobs: Int = 1) -> (sources: [SpecSource], problems: [Diagnostic]) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                problems.append(unreadable(input, "no such file or directory"))
                continue
            }
            let found = isDirectory.boolValue ? specFiles(under: input) : [input]
            if isDirectory.boolValue, found.isEmpty {
                problems.append(Diagnostic(.error, .noInputs, file: input, range: nil,
                    message: "the directory holds no \(extensions.map { "*" + $0 }.joined(separator: " or ")) file"))
            }
            files += found.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        }
        var sources: [SpecSource] = []
        for (file, outcome) in zip(files, Parallel.map(files, jobs: jobs) { read($0, atMost: limits.maxFileSize + 1) }) {
            switch outcome {
            case .success(let bytes): sources.append(SpecSource(path: file, bytes: bytes))
            case .failure(let failure): problems.append(unreadable(file, failure.reason))
            }
        }
        return (sources, problems)
    }

    /// Spec files below `directory`, in a stable order. Hidden folders (`.build`, `.git`) are
    /// skipped, and so are nested Swift packages (folders holding a `Package.swift`): their specs
    /// belong to that package's own build.
    static func specFiles(under directory: String) -> [String] {
        let base = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                enumerator.skipDescendants()
                continue
            }
            guard extensions.contains(where: url.lastPathComponent.hasSuffix) else { continue }
            let relative = url.path.dropFirst(base.standardizedFileURL.path.count)
            files.append(directory.hasSuffix("/") ? directory + relative.drop { $0 == "/" } : directory + relative)
        }
        return files.sorted()
    }

    /// Whether `path` is (or links to) a regular file: `stat`, which follows symbolic links.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    struct ReadFailure: Error {
        var reason: String
    }

    /// At most `limit` bytes of a regular file: a file past the size limit is reported, never
    /// read whole; a FIFO, socket or device, which could block or never end, is not read.
    private static func read(_ path: String, atMost limit: Int) -> Result<[UInt8], ReadFailure> {
        guard isRegularFile(path) else { return .failure(ReadFailure(reason: "not a regular file")) }
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            return .success([UInt8](try handle.read(upToCount: limit) ?? Data()))
        } catch {
            return .failure(ReadFailure(reason: IOFailure.reason(error)))
        }
    }

    private static func unreadable(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(.error, .unreadableInput, file: path, range: nil, message: "cannot read the input: \(reason)")
    }
}
