import Foundation
import SheetcCore
import SheetTestSupport
import Testing

/// The `SpecKey` constants the checker and lowering name keys by are made from the key catalog,
/// one per key (`thresholds.dismissVelocity` is `SpecKey.thresholdsDismissVelocity`), so no list
/// is kept by hand beside it: a key added to the catalog gets its constant from
/// `scripts/regenerate.sh`, and one removed takes its constant with it, which every use then
/// fails to compile.
struct SpecKeyConstantsTests {
    @Test func constantsAreTheCatalogs() throws {
        try Golden.assertMatches(Self.source(), file: RepositoryRoot.url.appendingPathComponent("Sources/SheetcCore/Spec/SpecKey+Catalog.generated.swift"))
    }

    /// Every constant names its own key.
    @Test func eachConstantNamesItsPath() {
        #expect(SpecKey.thresholdsDismissVelocity.path == "thresholds.dismissVelocity")
        #expect(SpecKey.appearanceCornerRadiusConcentricMinimum.path == "appearance.cornerRadius.concentric.minimum")
        #expect(SpecKey.overridesWidePlacementBarCoverFrom.path == "overrides.wide.placement.bar.coverFrom")
        #expect(Set(KeyCatalog.allEntries.map { Self.name(of: $0.path) }).count == KeyCatalog.allEntries.count)
    }

    /// Every constant's name is a plain Swift identifier, so the file the generator writes compiles
    /// (scripts/regenerate.sh installs it without building it).
    @Test func eachNameIsAnIdentifier() {
        for (path, _) in KeyCatalog.allEntries {
            let name = Self.name(of: path)
            #expect(name.first.map { $0.isASCII && $0.isLowercase } == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(path)")
            #expect(!KeyCatalog.swiftKeywords.contains(name), "\(path)")
        }
    }

    /// A path's constant: its components joined in lowerCamelCase.
    static func name(of path: String) -> String {
        let parts = path.split(separator: ".")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    static func source() -> String {
        var text = """
            // Generated from `KeyCatalog` by scripts/regenerate.sh (SpecKeyConstantsTests): do not edit.
            // A key of the catalog is named here by its path in lowerCamelCase.

            extension SpecKey {

            """
        for (path, _) in KeyCatalog.allEntries {
            text += "    public static let \(name(of: path)): SpecKey = \"\(path)\"\n"
        }
        return text + "}\n"
    }
}
