import SheetRuntime
import Testing

/// `SystemDetents.presentation` and `orderedForDetents`: the system's size classes as sheetc
/// models them, and the detents smallest first on each container.
struct SystemPresentationModelTests {
    @Test func sizeClassesDecideWhereDetentsShow() {
        let presentation = { (name: String, attached: Bool) in
            SystemDetents.presentation(on: DeviceProfile.named(name)!.container, edgeAttachedInCompactHeight: attached)
        }
        #expect(presentation("iphone-15", false) == .detents)
        #expect(presentation("iphone-se", false) == .detents)
        for phone in ["iphone-se-landscape", "iphone-15-landscape", "iphone-15-pro-max-landscape"] {
            #expect(presentation(phone, false) == .fullScreen)
            #expect(presentation(phone, true) == .detents)
        }
        #expect(presentation("ipad-11", false) == .formSheet)
        #expect(presentation("ipad-11-landscape", true) == .formSheet)
    }

    @Test func detentsAreGivenSmallestFirstOnEachContainer() {
        let states = [SheetState(name: "peek", height: .points(300)), SheetState(name: "half", height: .fraction(0.5)),
                      SheetState(name: "full", height: .fromTop(0))]
        #expect(SystemDetents.orderedForDetents(states, maximumDetentValue: 749).map(\.name) == ["peek", "half", "full"])
        #expect(SystemDetents.orderedForDetents(states, maximumDetentValue: 355).map(\.name) == ["half", "peek", "full"])
        // Ties keep the written order.
        let tied = [SheetState(name: "a", height: .points(200)), SheetState(name: "b", height: .points(200))]
        #expect(SystemDetents.orderedForDetents(tied, maximumDetentValue: 700).map(\.name) == ["a", "b"])
    }
}
