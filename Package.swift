// swift-tools-version:6.0
import PackageDescription

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
