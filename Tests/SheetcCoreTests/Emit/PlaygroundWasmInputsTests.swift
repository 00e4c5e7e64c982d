import Foundation
import SheetTestSupport
import Testing

/// The playground's WebAssembly module is built from the sources on disk: a change to the engine,
/// the controller or the build that was not followed by `scripts/build-wasm.sh` fails here, on any
/// machine, with no wasm toolchain (issue 46 item 3).
///
/// `scripts/build-wasm.sh` writes into the generated file's header (`// Inputs' SHA-256, … <hex>`)
/// the digest of its inputs, defined once, here and in the script's header alike: the inputs are
/// the script itself and every `.swift` and `.c` file directly in the folders of
/// `Sources/SheetRuntime` its `folders=(…)` line lists; they are taken in the byte order of their
/// paths relative to the repository, and for each the digest reads the path, a NUL byte, the
/// file's size in bytes as a decimal number, a NUL byte, then the file's bytes; the digest is the
/// SHA-256 of all of that, in lowercase hex.
struct PlaygroundWasmInputsTests {
    static let script = "scripts/build-wasm.sh"
    static let generated = "Sources/SheetcCore/Emit/PlaygroundWasm.generated.swift"

    @Test func theModuleIsBuiltFromTheSourcesOnDisk() throws {
        let header = try String(contentsOf: RepositoryRoot.url.appendingPathComponent(Self.generated), encoding: .utf8)
            .split(separator: "\n").prefix { $0.hasPrefix("//") }
        let line = try #require(header.first { $0.hasPrefix("// Inputs' SHA-256") },
                                "\(Self.generated) has no line of its inputs' SHA-256: run \(Self.script) and commit it")
        let recorded = String(line.split(separator: " ").last ?? "")
        let inputs = try Self.inputs()
        #expect(inputs.contains("Sources/SheetRuntime/Controller/SheetControllerCore.swift"))
        #expect(inputs.contains("Sources/SheetRuntime/Wasm/PlaygroundAllocator.c"))
        let computed = try Self.digest(of: inputs)
        #expect(recorded == computed, """
            \(Self.generated) is stale: its inputs (\(inputs.count) files: \(Self.script), and the .swift and .c files in \
            the folders it lists) changed since it was built. Run \(Self.script) (it needs the wasm toolchain, \
            docs/development.md) and commit the generated file.
            """)
    }

    /// The inputs' paths, relative to the repository, in byte order.
    static func inputs() throws -> [String] {
        let script = try String(contentsOf: RepositoryRoot.url.appendingPathComponent(Self.script), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("folders=(") && $0.hasSuffix(")") },
                                "\(Self.script) has no 'folders=(…)' line")
        let folders = line.dropFirst("folders=(".count).dropLast().split(separator: " ")
        #expect(!folders.isEmpty)
        var paths = [Self.script]
        for folder in folders {
            let directory = "Sources/SheetRuntime/\(folder)"
            for name in try FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.url.appendingPathComponent(directory).path)
                where name.hasSuffix(".swift") || name.hasSuffix(".c") {
                paths.append("\(directory)/\(name)")
            }
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The digest of `inputs`, as the type's comment defines it.
    static func digest(of inputs: [String]) throws -> String {
        var stream: [UInt8] = []
        for path in inputs {
            let bytes = try [UInt8](Data(contentsOf: RepositoryRoot.url.appendingPathComponent(path)))
            stream += Array(path.utf8) + [0] + Array(String(bytes.count).utf8) + [0] + bytes
        }
        return SHA256.hex(stream)
    }

    /// The SHA-256 the digest is made with: FIPS 180-4's examples, one and two blocks, and a
    /// message whose padding needs a block of its own.
    @Test func sha256GivesTheStandardsDigests() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
