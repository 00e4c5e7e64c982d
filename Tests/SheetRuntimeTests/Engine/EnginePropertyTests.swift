import GeneratedSamples
import PropertyBased
import SheetRuntime
import Testing

/// Invariants of the engine over every sample configuration, device size, height and velocity.
struct EnginePropertyTests {
    static let samples: [SheetConfiguration] = [
        ReactionList.configuration, GlideCard.configuration, TwitterMenu.configuration,
        MapsDrawer.configuration, ShareMenu.configuration, SortMenu.configuration,
    ]

    static let engines = zip(
        Gen.element(of: samples),
        zip(Gen.double(in: 320...1400), Gen.double(in: 0...60), Gen.double(in: 0...40))
    ).map { configuration, metrics in
        SheetEngine(configuration: configuration!,
                    container: ContainerMetrics(width: 390, height: metrics.0, topSafeAreaInset: metrics.1, bottomSafeAreaInset: metrics.2))
    }

    @Test func targetIsARestingStateOrDismissal() async {
        await propertyCheck(count: 500, input: Self.engines, Gen.double(in: -200...1600), Gen.double(in: -6000...6000)) { engine, height, velocity in
            let decision = engine.release(height: height, velocity: velocity)
            switch decision.target {
            case .dismissed:
                #expect(decision.height == 0)
            case .state(let name):
                let state = engine.restingStates.first { $0.name == name }
                #expect(state != nil)
                #expect(decision.height == state?.height)
            }
        }
    }

    @Test func neverDismissedWhenNotDismissible() async {
        await propertyCheck(count: 500, input: Self.engines, Gen.double(in: -200...1600), Gen.double(in: -6000...6000)) { engine, height, velocity in
            guard !engine.configuration.interaction.dismissible else { return }
            #expect(engine.release(height: height, velocity: velocity).target != .dismissed)
        }
    }

    @Test func fastDownwardReleaseAlwaysDismissesWhenDismissible() async {
        await propertyCheck(count: 500, input: Self.engines, Gen.double(in: 0...1600), Gen.double(in: 0...10000)) { engine, height, extra in
            let thresholds = engine.configuration.thresholds
            guard engine.configuration.interaction.dismissible, let dismissVelocity = thresholds.dismissVelocity else { return }
            // With `dismissWhen: movingDown`, only at or below the highest state.
            if thresholds.dismissWhen == .movingDown, height > engine.restingStates.last?.height ?? 0 { return }
            let velocity = dismissVelocity + extra
            #expect(engine.release(height: height, velocity: velocity).target == .dismissed)
        }
    }

    @Test func alphaStaysInRangeAndNeverDecreasesAsTheSheetRises() async {
        await propertyCheck(count: 500, input: Self.engines, Gen.double(in: -100...1600), Gen.double(in: 0...800)) { engine, height, rise in
            let maxAlpha = engine.configuration.dimming?.maxAlpha ?? 0
            let low = engine.dimmingAlpha(atHeight: height)
            let high = engine.dimmingAlpha(atHeight: height + rise)
            #expect(low >= 0 && low <= maxAlpha)
            #expect(high >= 0 && high <= maxAlpha)
            #expect(high >= low)
        }
    }

    @Test func displayedHeightNeverGoesBelowTheBottomEdgeAndRisesWithTheFinger() async {
        await propertyCheck(count: 500, input: Self.engines, Gen.double(in: -2000...3000), Gen.double(in: 0...500)) { engine, proposed, rise in
            let shown = engine.displayedHeight(forProposed: proposed)
            #expect(shown >= 0)
            #expect(engine.displayedHeight(forProposed: proposed + rise) >= shown)
        }
    }
}
