import SheetRuntime
import Testing

/// Issue 44: a glass drawer turned solid with the content the docs and samples put on it — a
/// `UITableView`'s or a SwiftUI `List`'s default background covered the glass. A glass card clears
/// those defaults now, as a system sheet does on iOS 26; an app's own colour, a solid card and an
/// app that keeps its backgrounds on purpose are left alone.
struct SheetContentBackgroundTests {
    @Test func aGlassCardClearsTheDefaultBackgroundOfStandardScrollingContent() {
        #expect(SheetContentBackground.clearedOnGlass.clears(platformDefault: true, material: .glass))
    }

    @Test func anAppsOwnColourASolidCardAndKeptBackgroundsAreLeftAlone() {
        #expect(!SheetContentBackground.clearedOnGlass.clears(platformDefault: false, material: .glass))
        #expect(!SheetContentBackground.clearedOnGlass.clears(platformDefault: true, material: .solid))
        #expect(!SheetContentBackground.kept.clears(platformDefault: true, material: .glass))
    }
}
