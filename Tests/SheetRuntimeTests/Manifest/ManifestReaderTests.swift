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
        #expect(session.takeEvents() == [0.27, 0, 1, 0, 0.52, 1, 1, 0])   // time, kind, state, sheet
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
    static func configuration(_ name: String) throws -> SheetConfiguration {
        let data = try #require(ManifestReaderTests.manifests.first { $0.name == name }?.data)
        return try ManifestReader.configuration(fromJSON: Array(data))
    }

    /// The frames `frames(at:into:)` writes, one dictionary of fields per listed sheet.
    static func frames(_ session: inout PlaygroundSession, at time: Double) -> [[PlaygroundFrameField: Double]] {
        var buffer = [Double](repeating: .nan, count: PlaygroundSession.frameFields * PlaygroundSession.maximumStack)
        let count = buffer.withUnsafeMutableBufferPointer { session.frames(at: time, into: $0.baseAddress!) }
        return (0..<count).map { position in
            Dictionary(uniqueKeysWithValues: PlaygroundFrameField.allCases.map { ($0, buffer[position * PlaygroundSession.frameFields + $0.rawValue]) })
        }
    }

    @Test func aPushedSheetCoversThePagesSheetAsItsStackBelowSaysAndPopReturnsIt() throws {
        let search = try Self.configuration("MapsSearch"), place = try Self.configuration("MapsPlace")
        var session = PlaygroundSession(configuration: search, container: .iPhone15, reduceMotion: false, time: 0)
        #expect(session.add(place) == 1)
        session.move(to: 1, time: 0)   // half
        _ = Self.frames(&session, at: 1)
        _ = session.takeEvents()
        session.push(1, time: 1)
        #expect(session.sheetCount == 2 && session.topSheet == 1)
        let covered = Self.frames(&session, at: 3)
        // MapsPlace says `below: hide`: the search is out of sight, covered, returning to half.
        #expect(covered[0][.phase] == 4 && covered[0][.state] == 1 && covered[0][.target] == -1 && covered[0][.height] == 0)
        #expect(covered[0][.sheet] == 0 && covered[1][.sheet] == 1 && covered[1][.phase] == 0 && covered[1][.state] == 0)
        // The state buttons are the top sheet's now: its `details`.
        #expect(session.height(ofState: 1) == session.stack.controller(at: 1).engine.layout.states[1].height)
        // Events name their sheet; the search's hiding is silent.
        let events = session.takeEvents()
        #expect(events.count == 8 && Array(events[0..<4]) == [1, 0, 0, 1] && Array(events[5..<8]) == [1, 0, 1])   // willMove summary, settled summary
        session.pop(time: 4)
        #expect(session.topSheet == 0)
        let back = Self.frames(&session, at: 6)
        #expect(back.count == 1 && back[0][.phase] == 0 && back[0][.state] == 1)
        #expect(back[0][.height] == session.stack.controller(at: 0).engine.layout.states[1].height)
        // Pushing the page's own sheet, or a sheet it does not know, does nothing.
        session.push(0, time: 7)
        session.push(2, time: 7)
        session.push(-1, time: 7)
        #expect(session.sheetCount == 1)
    }

    @Test func theBarIsBoundedAndATouchOnItIsTheBars() throws {
        var session = PlaygroundSession(configuration: try Self.configuration("MapsSearch"), container: .iPhone15, reduceMotion: false, time: 0)
        session.setBar(height: 83, duration: 0, time: 0)
        let frame = Self.frames(&session, at: 0)[0]
        #expect(frame[.bar] == 83 && frame[.height] == 83 + 96 && frame[.bottom]! >= 83)
        // Off the card, below the bar's top edge: the bar's (5), never a drag (0) or the backdrop (1).
        #expect(session.touchDown(atHeight: 40, x: 20, scrollOffset: .nan, time: 0.1) == 5)
        session.touchUp(velocity: .nan, time: 0.2)
        #expect(Self.frames(&session, at: 1)[0][.phase] == 0)
        session.setBar(height: .infinity, duration: .nan, time: 2)
        #expect(Self.frames(&session, at: 2)[0][.bar] == 0)
        session.setBar(height: 1e9, duration: 0, time: 3)
        #expect(Self.frames(&session, at: 3)[0][.bar] == ContainerMetrics.iPhone15.height)
        session.setBar(height: -5, duration: 0, time: 4)
        #expect(Self.frames(&session, at: 4)[0][.bar] == 0)
    }

    @Test func theStackAndTheCatalogAreBounded() throws {
        let glide = try Self.configuration("GlideCard")
        var session = PlaygroundSession(configuration: glide, container: .iPhone15, reduceMotion: false, time: 0)
        var other = glide
        other.sheet = "Other"
        for _ in 1..<PlaygroundSession.maximumSheets { #expect(session.add(other) > 0) }
        #expect(session.add(other) == -1)
        for step in 0..<(PlaygroundSession.maximumStack + 4) { session.push(1, time: Double(step)) }
        #expect(session.sheetCount == PlaygroundSession.maximumStack)
        session.popAll(time: 30)
        _ = Self.frames(&session, at: 40)
        #expect(session.sheetCount == 1)
    }
}
