import SheetcCore
import Testing

/// One worker checks file after file with one profile-layout cache: each file must get exactly
/// the diagnostics it gets checked alone, whatever was checked before it.
struct ProfileLayoutReuseTests {
    /// Specs alike but for one input of their profile layouts each, some of them judged
    /// differently on the device profiles for it (a state order broken only with the card
    /// raised off the bottom edge, a margin that leaves no width only on narrow devices).
    static let specs: [String] = {
        let states = "segmented: true\nsegments: {open: 95%, compressed: 90%, closed: 120}\n"
        return [
            "placement: {bottomMargin: 60}\n",
            "placement: {bottomMargin: 0}\n",
            "placement: {bottomMargin: 60, maxWidth: 420}\n",
            "placement: {bottomMargin: 60, maxWidth: 420, alignment: leading}\n",
            "placement: {horizontalMargin: 190}\n",
            "placement: {horizontalMargin: 200}\n",
            "topInset: 100\n",
            "topInset: 0\n",
        ].enumerated().map { "version: 1\nsheet: S\($0.offset)\n" + states + $0.element }
    }()

    static func sources(_ texts: [String]) -> [SpecSource] {
        texts.enumerated().map { SpecSource(path: "S\($0.offset).sheet.yaml", bytes: Array($0.element.utf8)) }
    }

    /// Each file's diagnostics, rendered, checked on a fresh worker of its own.
    static func alone(_ texts: [String]) -> [String] {
        sources(texts).map { source in
            let result = Compiler().check([source])[0]
            return result.diagnostics.sorted.map { $0.renderedText(source: result.source, color: false) }.joined()
        }
    }

    @Test func aFileIsJudgedAsAloneAfterAnyOther() {
        for order in [Self.specs, Self.specs.reversed()] {
            let expected = Self.alone(order)
            let judgements = Self.sources(order).map { codes(Compiler().check([$0])[0]) }
            #expect(Set(judgements).count > 2, "the specs must be judged differently, or reuse could not show: \(judgements)")
            let together = Compiler().check(Self.sources(order), jobs: 1)
            let rendered = together.map { result in
                result.diagnostics.sorted.map { $0.renderedText(source: result.source, color: false) }.joined()
            }
            #expect(rendered == expected)
        }
    }
}
