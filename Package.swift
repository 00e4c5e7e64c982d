// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The manifests beside the generated samples: not sources of the GeneratedSamples target.
let generatedManifests = ((try? FileManager.default.contentsOfDirectory(
    atPath: Context.packageDirectory + "/Samples/Generated")) ?? []).filter { $0.hasSuffix(".json") }.sorted()

let package = Package(
    name: "sheetc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "sheetc", targets: ["sheetc"]),
        .library(name: "SheetRuntime", targets: ["SheetRuntime"]),
        .library(name: "SheetcCore", targets: ["SheetcCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // libyaml, the system library (Debian: libyaml-dev, Homebrew: libyaml).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The runtime: no dependencies; the only module generated code imports.
        .target(name: "SheetRuntime"),
        // The compiler as a library: read, decode, check, lower, emit.
        .target(
            name: "SheetcCore",
            dependencies: ["CLibYAML", "SheetRuntime"]
        ),
        // The command line: parses flags and calls SheetcCore.
        .executableTarget(
            name: "sheetc",
            dependencies: [
                "SheetcCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The samples' generated Swift (`sheetc compile Samples -o Samples/Generated --access-level public`),
        // compiled against SheetRuntime to prove the generated code is real.
        .target(
            name: "GeneratedSamples",
            dependencies: ["SheetRuntime"],
            path: "Samples/Generated",
            exclude: generatedManifests
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["GeneratedSamples", "SheetRuntime"]
        ),
        .testTarget(
            name: "SheetRuntimeTests",
            dependencies: ["SheetRuntime"]
        ),
        .testTarget(
            name: "SheetcCoreTests",
            dependencies: ["SheetcCore", "SheetRuntime"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "sheetcTests",
            dependencies: ["sheetc"]
        ),
    ]
)
