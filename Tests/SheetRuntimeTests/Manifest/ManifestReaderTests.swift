import Foundation
@testable import SheetRuntime
import SheetTestSupport
import Testing

/// The Foundation-free manifest reader (what the playground's WebAssembly build reads manifests
/// with) gives exactly what `JSONDecoder` gives through the runtime's `Codable` conformance.
struct ManifestReaderTests {
    /// The samples' manifests, compiled from Samples/ (by sheet name, sorted).
    static let manifests: [(name: String, data: Data)] =
        ((try? CompiledManifests.of("Samples")) ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }

    @Test func everySampleManifestReadsAsJSONDecoderDecodesIt() throws {
        #expect(Self.manifests.count >= 6)
        for (name, data) in Self.manifests {
            let decoded = try JSONDecoder().decode(SheetConfiguration.self, from: data)
            let read = try ManifestReader.configuration(fromJSON: Array(data))
            #expect(read == decoded, "\(name)")
        }
    }

    @Test func everyLengthFormAndOptionalValueReadsAsJSONDecoderDecodesIt() throws {
        // A manifest with every length form, an offset, a half, a border, a dismissal animation,
        // boundaries, non-ASCII text and escapes — written by the runtime's own encoder.
        var configuration = try JSONDecoder().decode(SheetConfiguration.self, from: Self.manifests[0].data)
        configuration.states = [
            SheetState(name: "closed", height: .offset(.aboveSafeArea(20), by: -3.25)),
            SheetState(name: "compressed", height: .fractionOfContainer(0.4)),
            SheetState(name: "open", height: .fromTop(12.5)),
        ]
        configuration.sheet = "Caf\u{E9}\"\\/\u{1F600}"
        configuration.topInset = .half(.points(0.1 + 0.2))
        configuration.thresholds.boundaries = ["open": .fraction(0.123456789012345678), "compressed": .points(1e-7)]
        configuration.thresholds.dismissVelocity = nil
        configuration.appearance.border = Appearance.Border(color: SheetColorPair(light: SheetColor(red: 1, green: 2, blue: 3, alpha: 4), dark: .white), width: 0.5)
        configuration.animation = SheetAnimation(curve: .spring, duration: 0.4, damping: 0.75, initialVelocity: 1.5,
                                                 dismiss: SheetAnimation(curve: .easeOut, duration: 0.2))
        let encoder = JSONEncoder()
        for formatting: JSONEncoder.OutputFormatting in [[], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]] {
            encoder.outputFormatting = formatting
            let data = try encoder.encode(configuration)
            #expect(try ManifestReader.configuration(fromJSON: Array(data)) == configuration)
            #expect(try JSONDecoder().decode(SheetConfiguration.self, from: data) == configuration)
        }
    }

    @Test func refusesWhatJSONDecoderRefuses() throws {
        let sample = String(decoding: Self.manifests[0].data, as: UTF8.self)
        let broken = [
            "",
            "{",
            sample + "x",
            sample.replacingOccurrences(of: "\"manifestVersion\": 1", with: "\"manifestVersion\": 2"),
            sample.replacingOccurrences(of: "\"states\"", with: "\"statez\""),
            sample.replacingOccurrences(of: "\"curve\": \"", with: "\"curve\": \"x"),
            sample.replacingOccurrences(of: "\"#", with: "\"#Z"),
            sample.replacingOccurrences(of: "\"segmented\": ", with: "\"segmented\": 1, \"x\": "),
            sample.replacingOccurrences(of: "\"points\"", with: "\"fromTop\": 1, \"points\""),
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        ]
        for text in broken {
            #expect(throws: (any Error).self, "\(text.prefix(60))") { try JSONDecoder().decode(SheetConfiguration.self, from: Data(text.utf8)) }
            #expect(throws: ManifestReader.Failure.self, "\(text.prefix(60))") { try ManifestReader.configuration(fromJSON: Array(text.utf8)) }
        }
        do {
            _ = try ManifestReader.configuration(fromJSON: Array(broken[4].utf8))
        } catch {
            #expect(error.message == "'states' in the manifest: missing key")
        }
    }
}

/// The numbers-only face of the controller the WebAssembly module exports.
struct PlaygroundSessionTests {
    @Test func framesAndEventsAsNumbersFollowTheController() throws {
        let data = try #require(ManifestReaderTests.manifests.first { $0.name == "GlideCard" }?.data)
        let configuration = try ManifestReader.configuration(fromJSON: Array(data))
        let container = ContainerMetrics.iPhone15
        var session = PlaygroundSession(configuration: configuration, container: container, reduceMotion: false, time: 0)
        var controller = SheetController<NamedSheetState>(configuration: configuration, container: container)
        var buffer = [Double](repeating: 0, count: PlaygroundSession.frameFields)
        #expect(session.touchDown(atHeight: 400, x: 100, scrollOffset: .nan, time: 0.05) == 1)  // the backdrop
        session.touchUp(velocity: .nan, time: 0.05)
        #expect(session.touchDown(atHeight: 80, x: 100, scrollOffset: .nan, time: 0.1) == 0)
        controller.touchDown(atHeight: 80, time: 0.1)
        for step in 1...10 {
            let t = 0.1 + Double(step) * 0.016
            session.touchMoved(toHeight: 80 + Double(step) * 25, x: 100, time: t)
            controller.touchMoved(toHeight: 80 + Double(step) * 25, time: t)
        }
        session.touchUp(velocity: .nan, time: 0.27)
        controller.touchUp(time: 0.27)
        for t in stride(from: 0.27, through: 1.0, by: 0.01) {
            buffer.withUnsafeMutableBufferPointer { session.frame(at: t, into: $0.baseAddress!) }
            let frame = controller.frame(at: t)
            #expect(buffer[PlaygroundFrameField.height.rawValue] == frame.height)
            #expect(buffer[PlaygroundFrameField.alpha.rawValue] == frame.alpha)
            #expect(buffer[PlaygroundFrameField.phase.rawValue] == Double(SheetPhase.allCases.firstIndex(of: frame.phase)!))
            #expect(buffer[PlaygroundFrameField.x.rawValue] == frame.x && buffer[PlaygroundFrameField.width.rawValue] == frame.width)
        }
        #expect(buffer[PlaygroundFrameField.state.rawValue] == 1)  // resting in compressed: one band up (the Glide card's rule)
        #expect(controller.currentState == NamedSheetState("compressed"))
        #expect(session.takeEvents() == [0.27, 0, 1, 0.52, 1, 1])
        #expect(controller.takeEvents().map(\.time) == [0.27, 0.52])
        session.perform(action: 1, time: 2)
        buffer.withUnsafeMutableBufferPointer { session.frame(at: 2.01, into: $0.baseAddress!) }
        #expect(buffer[PlaygroundFrameField.phase.rawValue] == 2 && buffer[PlaygroundFrameField.target.rawValue] == 0)  // animating to closed
    }

    @Test func aReloadedManifestKeepsTheStateByName() throws {
        let data = try #require(ManifestReaderTests.manifests.first { $0.name == "GlideCard" }?.data)
        var configuration = try ManifestReader.configuration(fromJSON: Array(data))
        let container = ContainerMetrics.iPhone15
        var session = PlaygroundSession(configuration: configuration, container: container, reduceMotion: false, time: 0)
        var buffer = [Double](repeating: 0, count: PlaygroundSession.frameFields)
        buffer.withUnsafeMutableBufferPointer { session.frame(at: 0, into: $0.baseAddress!) }
        let state = buffer[PlaygroundFrameField.state.rawValue]
        configuration.states.insert(SheetState(name: "sliver", height: .points(20)), at: 0)
        session.reconfigure(configuration, time: 1)
        buffer.withUnsafeMutableBufferPointer { session.frame(at: 1, into: $0.baseAddress!) }
        #expect(buffer[PlaygroundFrameField.phase.rawValue] == 0 && buffer[PlaygroundFrameField.state.rawValue] == state + 1)   // the same state, one index on
    }
}
