// swift-tools-version:6.0
// The libFuzzer target over sheetc's whole pipeline. Build and run with ./fuzz.sh.
import PackageDescription

let package = Package(
    name: "SheetcFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "sheetc", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzPipeline",
            dependencies: [.product(name: "SheetcCore", package: "sheetc")]
        ),
    ]
)
