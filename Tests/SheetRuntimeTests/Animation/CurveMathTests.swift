import Foundation
@testable import SheetRuntime
import Testing

/// The Foundation-free functions the spring is made of, against the platform's libm.
struct CurveMathTests {
    @Test func expMatchesTheCLibrary() {
        var x = -740.0
        while x < 705 {
            let ours = ElementaryFunctions.exp(x), theirs = Foundation.exp(x)
            #expect(abs(ours - theirs) <= 4 * theirs.ulp, "exp(\(x))")
            x += 0.37
        }
        #expect(ElementaryFunctions.exp(-800) == 0)
        #expect(ElementaryFunctions.exp(800) == .infinity)
    }

    @Test func sineAndCosineMatchTheCLibrary() {
        var x = -2000.0
        while x < 2000 {
            let (sine, cosine) = ElementaryFunctions.sinCos(x)
            #expect(abs(sine - Foundation.sin(x)) < 1e-12, "sin(\(x))")
            #expect(abs(cosine - Foundation.cos(x)) < 1e-12, "cos(\(x))")
            x += 0.173
        }
    }

    @Test func theSettleSearchLeapNeverSkipsTheEnd() {
        // Scanning every grid point and leaping over those the energy bound rules out find the same end.
        for damping in [0.05, 0.3, 0.7, 1.0] {
            for (from, velocity) in [(300.0, 0.0), (300.0, 4000.0), (900.0, -2500.0), (599.9, 0.5)] {
                let spring = SpringCurve(from: from, velocity: velocity, to: 600, duration: 0.45, damping: damping)
                var exhaustive: Double?
                for k in 0..<100_000 where spring.isSettled(at: Double(k) * 0.001) {
                    exhaustive = Double(k) * 0.001
                    break
                }
                var animator = SheetAnimator(from: from, velocity: velocity, to: 600, dismisses: false,
                                             animation: SheetAnimation(curve: .spring, duration: 0.45, damping: damping),
                                             reduceMotion: false, time: 0)
                #expect(animator.ended(by: 1000) == exhaustive, "damping \(damping) from \(from) at \(velocity)")
            }
        }
    }
}
