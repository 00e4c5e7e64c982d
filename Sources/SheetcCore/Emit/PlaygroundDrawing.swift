import SheetRuntime

/// What the playground page needs to draw a sheet on each device profile beyond the controller's
/// frames, worked out here by the engine so that the page's JavaScript decides nothing: whether
/// the card is detached (four rounded corners), how tall its placeholder header is, and the
/// content height the content slider starts from for a sheet with a `fit` state. `sheetc serve`
/// sends it again with each new manifest, since a spec's edit can change any of it.
enum PlaygroundDrawing {
    /// The header of a card whose lowest visible state is not a header's height (below a third of
    /// the screen): a title row.
    static let titleRowHeight = 56.0

    /// One profile's facts.
    struct Facts: Equatable {
        var detached: Bool
        /// The placeholder header's height: a card resting low (a mini player, a Maps-style
        /// drawer's closed state) shows exactly its header there.
        var header: Double
        /// The content height the lowest `fit` state uses on this profile before the page reports
        /// one (the slider's first value), or nil when no state follows its content.
        var content: Double?
    }

    /// The facts of `configuration` on `profile`, from the layout the app would run.
    static func facts(of configuration: SheetConfiguration, on profile: DeviceProfile) -> Facts {
        let layout = SheetLayout(configuration: configuration, container: profile.container)
        let detached = layout.placement.isDetached
        // What stands under the card's content at rest: the margin under a detached card, else the
        // bottom safe area the card reaches down behind.
        let under = detached ? layout.placement.bottomMargin : profile.container.bottomSafeAreaInset
        let lowest = layout.states.first { $0.height > 0 }?.height ?? 0
        let header = lowest > 0 && lowest < profile.container.height / 3 ? lowest - under : titleRowHeight
        let fitting = Set(PreviewSVG.statesFollowingContent(configuration, on: profile.container))
        let content = layout.states.first { fitting.contains($0.name) }.map { max(0, $0.height - under).rounded() }
        return Facts(detached: detached, header: header, content: content)
    }

    /// Every built-in profile's facts as JSON: `{"iphone-se": {"detached": false, "header": 56,
    /// "content": null}, …}`.
    static func json(of configuration: SheetConfiguration) -> String {
        let entries = DeviceProfile.builtIn.map { profile in
            let facts = facts(of: configuration, on: profile)
            return "\"\(profile.name)\":{\"detached\":\(facts.detached),\"header\":\(NumberFormatting.text(facts.header)),"
                + "\"content\":\(facts.content.map(NumberFormatting.text) ?? "null")}"
        }
        return "{" + entries.joined(separator: ",") + "}"
    }
}
