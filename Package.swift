// swift-tools-version:6.1
import Foundation
import PackageDescription

/// The files below `folder` (relative to the package) that are not Swift: the specs and
/// manifests that sit beside generated Swift and are no target's sources.
func nonSwiftFiles(under folder: String) -> [String] {
    let root = Context.packageDirectory + "/" + folder
    let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return paths.filter { path in
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
        return !isDirectory.boolValue && !path.hasSuffix(".swift")
    }.sorted()
}

let package = Package(
    name: "sheetc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "sheetc", targets: ["sheetc"]),
        .executable(name: "sheetc-serve", targets: ["sheetc-serve"]),
        .library(name: "SheetRuntime", targets: ["SheetRuntime"]),
        .library(name: "SheetcCore", targets: ["SheetcCore"]),
        .plugin(name: "SheetcPlugin", targets: ["SheetcPlugin"]),
        .plugin(name: "SheetcGenerate", targets: ["SheetcGenerate"]),
        .plugin(name: "SheetcCheck", targets: ["SheetcCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The HTTP and WebSocket server of `sheetc serve` (its own executable, `sheetc-serve`, so
        // the `sheetc` the SwiftPM plugin builds never compiles it).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // libyaml, the system library (Debian: libyaml-dev, Homebrew: libyaml).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The runtime: no dependencies; the only module generated code imports.
        .target(
            name: "SheetRuntime",
            // The playground module's allocator: C for the WebAssembly build only (scripts/build-wasm.sh).
            exclude: ["Wasm/PlaygroundAllocator.c"],
            // `squareRoot()` and `rounded(.down)` lower to libm's sqrt and floor, which a program
            // without Foundation does not otherwise link on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The compiler as a library: read, decode, check, lower, emit.
        .target(
            name: "SheetcCore",
            dependencies: ["CLibYAML", "SheetRuntime"],
            // The playground page's HTML, CSS and JavaScript: scripts/generate-page.sh writes them
            // into Emit/PlaygroundPageText.generated.swift, which is what the target compiles.
            exclude: ["Emit/Playground"]
        ),
        // The command line: parses flags and calls SheetcCore.
        .executableTarget(
            name: "sheetc",
            dependencies: [
                "SheetcCore",
                "SheetRuntime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Linux's "signal me when my parent exits" (prctl is variadic, so Swift cannot call it):
        // `sheetc-serve` goes when the `sheetc serve` that runs it goes, however it goes.
        .target(name: "CParentDeath"),
        // `sheetc serve`: the live playground's web server, an executable of its own beside `sheetc`
        // (which runs it), so the `sheetc` every adopting package's plugin builds stays without it.
        .executableTarget(
            name: "sheetc-serve",
            dependencies: [
                "CParentDeath",
                "SheetcCore",
                "SheetRuntime",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-tool plugin: a target's *.sheet.yaml files become Swift at build time.
        .plugin(
            name: "SheetcPlugin",
            capability: .buildTool(),
            dependencies: ["sheetc"]
        ),
        // Command plugin: `swift package generate-sheets` writes the generated files into the source tree.
        .plugin(
            name: "SheetcGenerate",
            capability: .command(
                intent: .custom(verb: "generate-sheets", description: "Write the Swift and manifests of each target's sheet specs into <target>/Generated"),
                permissions: [.writeToPackageDirectory(reason: "sheetc writes the generated sheet files into the target's Generated folder")]
            ),
            dependencies: ["sheetc"]
        ),
        // Command plugin: `swift package check-sheets` fails on stale committed files; writes nothing.
        .plugin(
            name: "SheetcCheck",
            capability: .command(
                intent: .custom(verb: "check-sheets", description: "Fail when a target's Generated folder differs from what its sheet specs compile to")),
            dependencies: ["sheetc"]
        ),
        // The cost of a controller frame (Benchmarks/controller_bench.py runs it, release build).
        .executableTarget(
            name: "ControllerBenchmark",
            dependencies: ["SheetRuntime"],
            path: "Benchmarks/ControllerBenchmark"
        ),
        // The samples' Swift, generated at build time by the SheetcPlugin build plugin from
        // Samples/*.sheet.yaml (public, as Samples/sheetc-config.yaml says): the generated code
        // compiled against SheetRuntime, as an app's is.
        .target(
            name: "GeneratedSamples",
            dependencies: ["SheetRuntime"],
            path: "Samples",
            exclude: ["PluginDemo", "Scripts"],
            plugins: ["SheetcPlugin"]
        ),
        // Sheets named like the types generated and app code meet (Swift's, Foundation's, UIKit's,
        // SwiftUI's, SheetRuntime's own), generated by the build plugin into one module: the
        // names must change nothing.
        .target(
            name: "NameClashSheets",
            dependencies: ["SheetRuntime"],
            path: "Tests/NameClashSheets",
            plugins: ["SheetcPlugin"]
        ),
        // Sheets at the edges of the language (the fewest keys, the most states, the glass preset
        // refined), generated by the build plugin with package access.
        .target(
            name: "EdgeCaseSheets",
            dependencies: ["SheetRuntime"],
            path: "Tests/EdgeCaseSheets",
            plugins: ["SheetcPlugin"]
        ),
        // What the test targets share: a seeded random number generator, the comparison of
        // committed generated files (GeneratedFile), the repository's top, builders of the model's records, and the
        // manifests of committed specs, compiled in memory (CompiledManifests).
        .target(
            name: "SheetTestSupport",
            dependencies: ["SheetRuntime", "SheetcCore"],
            path: "Tests/SheetTestSupport"
        ),
        // Also compiles the golden reference under Golden/ (hostile input among it).
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["GeneratedSamples", "NameClashSheets", "EdgeCaseSheets", "SheetRuntime", "SheetTestSupport"],
            exclude: nonSwiftFiles(under: "Tests/GeneratedCodeTests")
        ),
        // The engine, pinned by the seed systems' behaviour (run on the samples' generated
        // configurations) and by property tests of its invariants.
        .testTarget(
            name: "SheetRuntimeTests",
            dependencies: [
                "SheetRuntime",
                "GeneratedSamples",
                "SheetTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SheetcCoreTests",
            dependencies: ["SheetcCore", "SheetRuntime", "SheetTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "sheetcTests",
            dependencies: ["sheetc", "sheetc-serve", "SheetTestSupport"]
        ),
    ]
)
