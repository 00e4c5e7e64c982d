import SheetRuntime

/// The rule of `placement.bar`: the state it covers the bar from is one the card rests in.
extension SpecChecker {
    /// `coverFrom` names a resting state of the sheet, or `none`, at the top level and in each override.
    static func checkBar(_ spec: SheetSpec, diagnostics: inout DiagnosticBag) {
        for keys in [LayoutKeys.base, .landscape, .wide] { checkCoverFrom(spec, keys: keys, diagnostics: &diagnostics) }
    }

    private static func checkCoverFrom(_ spec: SheetSpec, keys: LayoutKeys, diagnostics: inout DiagnosticBag) {
        guard let entry = spec[keys.placementBarCoverFrom], let name = spec.text(keys.placementBarCoverFrom),
              name != Placement.Bar.never else { return }
        let names = spec.stateNames
        guard names.contains(name) else {
            let suggestion = Suggestion.closest(to: name, among: names + [Placement.Bar.never]).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.report(.unknownState, "the sheet has no state \(VisibleText.quoted(name)) to cover the bar from", at: entry.valueRange,
                               help: suggestion + "'coverFrom' takes one of the sheet's states (\(names.joined(separator: ", "))) or none")
            return
        }
        // A hidden state is no height the card rests at above the bar, so there is nothing to cover from.
        if let state = spec.stateLengths?.first(where: { $0.name == name }), !state.length.isPositive {
            diagnostics.report(.unknownState, "'\(name)' is hidden (0pt), not a state the card rests in: it cannot cover the bar from there",
                               at: entry.valueRange, help: "name a resting state, one with a height above 0, or write 'coverFrom: none'")
        }
    }
}
