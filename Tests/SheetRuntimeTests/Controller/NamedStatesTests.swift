import GeneratedSamples
import SheetRuntime
import Testing

/// docs/language.md#states: named states are resting states like the seeds'. On the four-state places
/// drawer (peek, half, full, max), the controller walks them in order and by height.
struct NamedStatesTests {
    static let iPhone15 = DeviceProfile.named("iphone-15")!.container

    @Test func voiceOverStepsThroughEveryStateInOrder() {
        var drawer = SheetController<PlacesDrawer.State>(PlacesDrawer.self, container: Self.iPhone15)
        #expect(drawer.currentState == .half)
        var visited: [PlacesDrawer.State] = []
        var time = 0.0
        for _ in 0..<4 {
            drawer.perform(.increment, time: time)
            time += 1
            drawer.advance(to: time)
            visited.append(drawer.currentState!)
        }
        #expect(visited == [.full, .max, .max, .max])
        for _ in 0..<4 {
            drawer.perform(.decrement, time: time)
            time += 1
            drawer.advance(to: time)
            visited.append(drawer.currentState!)
        }
        // It is not dismissible: a decrement below the lowest state does nothing.
        #expect(visited.suffix(4) == [.full, .half, .peek, .peek])
    }

    @Test func theKeyboardExpandsToTheHighestStateAndBack() {
        var configuration = PlacesDrawer.configuration
        configuration.keyboard = KeyboardAvoidance(avoid: .expand)
        var drawer = SheetController<PlacesDrawer.State>(configuration: configuration, container: Self.iPhone15)
        drawer.setKeyboard(height: 336, time: 0)
        drawer.advance(to: 1)
        #expect(drawer.currentState == .max)
        drawer.setKeyboard(height: 0, time: 2)
        drawer.advance(to: 3)
        #expect(drawer.currentState == .half)
    }

    @Test func aFlingGoesToTheNextStateByHeight() {
        var drawer = SheetController<PlacesDrawer.State>(PlacesDrawer.self, container: Self.iPhone15)
        _ = drawer.touchDown(atHeight: 300, time: 0)
        drawer.touchMoved(toHeight: 320, time: 0.02)
        drawer.touchUp(velocity: -900, time: 0.04)
        #expect(drawer.frame.target == .state(.full))     // the next one up, not the highest
        drawer.advance(to: 1)
        _ = drawer.touchDown(atHeight: 700, time: 1)
        drawer.touchMoved(toHeight: 500, time: 1.02)
        drawer.touchUp(velocity: 2500, time: 1.04)
        #expect(drawer.frame.target == .state(.half))     // never dismissed: the next one down
    }
}
