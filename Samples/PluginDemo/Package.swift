// swift-tools-version:6.1
// A package that uses sheetc the way an app would: specs in a target, Swift generated at
// build time by the SheetcPlugin build-tool plugin, types used in code and a test.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "sheetc", path: "../.."),
    ],
    targets: [
        .target(
            name: "DemoSheets",
            dependencies: [.product(name: "SheetRuntime", package: "sheetc")],
            plugins: [.plugin(name: "SheetcPlugin", package: "sheetc")]
        ),
        .testTarget(
            name: "DemoSheetsTests",
            dependencies: ["DemoSheets"]
        ),
    ]
)
