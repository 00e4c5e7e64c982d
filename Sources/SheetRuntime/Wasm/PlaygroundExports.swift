// The WebAssembly module's exports (scripts/build-wasm.sh; Embedded Swift only): the browser
// playground's page calls these with numbers and reads frames and events from linear memory.
// Every rule is in `SheetControllerCore`; these only pass numbers to `PlaygroundSession`.
#if hasFeature(Embedded)

/// The one session, in place (an optional value here would be copied on every call).
nonisolated(unsafe) private var session: UnsafeMutablePointer<PlaygroundSession>?
nonisolated(unsafe) private var input: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var inputCapacity = 0
nonisolated(unsafe) private let frameBuffer = UnsafeMutablePointer<Double>.allocate(capacity: PlaygroundSession.frameFields * PlaygroundSession.maximumStack)
nonisolated(unsafe) private var eventBuffer = UnsafeMutablePointer<Double>.allocate(capacity: 0)
nonisolated(unsafe) private var lastFailure: [UInt8] = []

/// A buffer of `count` bytes for the page to write a manifest into before `sheet_load`.
@_expose(wasm, "sheet_input") @_cdecl("sheet_input")
func sheetInput(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    if Int(count) > inputCapacity || input == nil {
        input?.deallocate()
        inputCapacity = max(Int(count), 1)
        input = UnsafeMutablePointer<UInt8>.allocate(capacity: inputCapacity)
    }
    return input!
}

/// Reads the manifest of `count` bytes in the input buffer and starts a session on a container
/// (its display's corner radius last, so a page that passes none gets square corners);
/// returns 0, or the length of a message (`sheet_failure`) saying why the manifest was refused.
@_expose(wasm, "sheet_load") @_cdecl("sheet_load")
func sheetLoad(_ count: Int32, _ width: Double, _ height: Double, _ top: Double, _ bottom: Double, _ reduceMotion: Int32,
               _ time: Double, _ displayCornerRadius: Double) -> Int32 {
    guard let input, Int(count) <= inputCapacity else { return -1 }
    let bytes = Array(UnsafeBufferPointer(start: input, count: Int(count)))
    do throws(ManifestReader.Failure) {
        let configuration = try ManifestReader.configuration(fromJSON: bytes)
        let loaded = PlaygroundSession(configuration: configuration,
                                       container: ContainerMetrics(width: width, height: height, topSafeAreaInset: top, bottomSafeAreaInset: bottom,
                                                                   displayCornerRadius: PlaygroundSession.radius(displayCornerRadius)),
                                       reduceMotion: reduceMotion != 0, time: time)
        // The old session is ended and the new one moved in: no copy of either.
        let pointer = session ?? UnsafeMutablePointer<PlaygroundSession>.allocate(capacity: 1)
        if session != nil { pointer.deinitialize(count: 1) }
        pointer.initialize(to: loaded)
        session = pointer
        return 0
    } catch {
        if let session { session.deinitialize(count: 1); session.deallocate() }
        session = nil
        lastFailure = error.utf8Message
        return Int32(lastFailure.count)
    }
}

/// Reads the manifest of `count` bytes in the input buffer and hands it to the running session as
/// its new configuration, keeping the sheet's state by name
/// (docs/behaviour.md#size-changes-and-other-new-heights: the live reload); returns 0, -1 without a
/// session, or the length of a message (`sheet_failure`) saying why the manifest was refused — the
/// session then goes on unchanged.
@_expose(wasm, "playground_reconfigure") @_cdecl("playground_reconfigure")
func playgroundReconfigure(_ count: Int32, _ time: Double) -> Int32 {
    guard let session, let input, Int(count) <= inputCapacity else { return -1 }
    do throws(ManifestReader.Failure) {
        let configuration = try ManifestReader.configuration(fromJSON: Array(UnsafeBufferPointer(start: input, count: Int(count))))
        session.pointee.reconfigure(configuration, time: time)
        return 0
    } catch {
        lastFailure = error.utf8Message
        return Int32(lastFailure.count)
    }
}

/// Reads the manifest of `count` bytes in the input buffer and adds it to the sheets the page
/// may push (`PlaygroundSession.add`); returns its index (1 or more), or 0 without a session or
/// with the catalog full, or minus the length of a message (`sheet_failure`) saying why the
/// manifest was refused.
@_expose(wasm, "playground_add_sheet") @_cdecl("playground_add_sheet")
func playgroundAddSheet(_ count: Int32) -> Int32 {
    guard let session, let input, Int(count) <= inputCapacity else { return 0 }
    do throws(ManifestReader.Failure) {
        let configuration = try ManifestReader.configuration(fromJSON: Array(UnsafeBufferPointer(start: input, count: Int(count))))
        return Int32(max(0, session.pointee.add(configuration)))
    } catch {
        lastFailure = error.utf8Message
        return -Int32(lastFailure.count)
    }
}

/// Pushes the sheet at `index` of the catalog onto the top sheet.
@_expose(wasm, "playground_push") @_cdecl("playground_push")
func playgroundPush(_ index: Int32, _ time: Double) { session?.pointee.push(Int(index), time: time) }

/// The top sheet is dismissed as by code (the page's own sheet stays).
@_expose(wasm, "playground_pop") @_cdecl("playground_pop")
func playgroundPop(_ time: Double) { session?.pointee.pop(time: time) }

/// Every sheet above the page's own leaves.
@_expose(wasm, "playground_pop_all") @_cdecl("playground_pop_all")
func playgroundPopAll(_ time: Double) { session?.pointee.popAll(time: time) }

/// The bar below the sheets is `height` points high (0: none), moving over `duration` seconds (0: at once).
@_expose(wasm, "playground_bar") @_cdecl("playground_bar")
func playgroundBar(_ height: Double, _ duration: Double, _ time: Double) {
    session?.pointee.setBar(height: height, duration: duration, time: time)
}

/// How many sheets `sheet_frame` wrote (the page's own, and those pushed on it).
@_expose(wasm, "playground_sheet_count") @_cdecl("playground_sheet_count")
func playgroundSheetCount() -> Int32 { Int32(session?.pointee.sheetCount ?? 0) }

/// The catalog index of the top sheet: the one the state buttons, `sheet_move_to`,
/// `sheet_state_height` and `sheet_accessibility_state` are about.
@_expose(wasm, "playground_top_sheet") @_cdecl("playground_top_sheet")
func playgroundTopSheet() -> Int32 { Int32(session?.pointee.topSheet ?? 0) }

/// The bytes of the last refusal's message (UTF-8; its length was `sheet_load`'s result).
@_expose(wasm, "sheet_failure") @_cdecl("sheet_failure")
func sheetFailure() -> UnsafeMutablePointer<UInt8> {
    let pointer = sheetInput(Int32(lastFailure.count))
    for (index, byte) in lastFailure.enumerated() { pointer[index] = byte }
    return pointer
}

/// A finger down at `height`, `x` points from the left edge (`scrollOffset` NaN: outside the
/// scroll view); returns where it belongs (`PlaygroundSession.touchDown`; 2 without a session).
@_expose(wasm, "sheet_touch_down") @_cdecl("sheet_touch_down")
func sheetTouchDown(_ height: Double, _ x: Double, _ scrollOffset: Double, _ time: Double) -> Int32 {
    guard let session else { return 2 }
    return Int32(session.pointee.touchDown(atHeight: height, x: x, scrollOffset: scrollOffset, time: time))
}

/// The finger moved to `height`, `x` points from the left edge.
@_expose(wasm, "sheet_touch_move") @_cdecl("sheet_touch_move")
func sheetTouchMove(_ height: Double, _ x: Double, _ time: Double) { session?.pointee.touchMoved(toHeight: height, x: x, time: time) }

/// The finger lifted (`velocity` NaN: estimated by the controller).
@_expose(wasm, "sheet_touch_up") @_cdecl("sheet_touch_up")
func sheetTouchUp(_ velocity: Double, _ time: Double) { session?.pointee.touchUp(velocity: velocity, time: time) }

/// The browser cancelled the pointer.
@_expose(wasm, "sheet_touch_cancel") @_cdecl("sheet_touch_cancel")
func sheetTouchCancel(_ time: Double) { session?.pointee.touchCancelled(time: time) }

/// A move from code to the state at `index`.
@_expose(wasm, "sheet_move_to") @_cdecl("sheet_move_to")
func sheetMoveTo(_ index: Int32, _ time: Double) { session?.pointee.move(to: Int(index), time: time) }

/// A dismissal from code.
@_expose(wasm, "sheet_dismiss") @_cdecl("sheet_dismiss")
func sheetDismiss(_ time: Double) { session?.pointee.dismiss(time: time) }

/// A tap on the backdrop (a pointer `sheet_touch_down` said was the backdrop's).
@_expose(wasm, "sheet_tap_backdrop") @_cdecl("sheet_tap_backdrop")
func sheetTapBackdrop(_ time: Double) { session?.pointee.tapBackdrop(time: time) }

/// An action on the grab handle: 0 increment, 1 decrement, 2 escape.
@_expose(wasm, "sheet_accessibility") @_cdecl("sheet_accessibility")
func sheetAccessibility(_ action: Int32, _ time: Double) { session?.pointee.perform(action: Int(action), time: time) }

/// The container changed size (its display's corner radius last, as for `sheet_load`).
@_expose(wasm, "sheet_resize") @_cdecl("sheet_resize")
func sheetResize(_ width: Double, _ height: Double, _ top: Double, _ bottom: Double, _ time: Double, _ displayCornerRadius: Double) {
    session?.pointee.resize(width: width, height: height, topSafeAreaInset: top, bottomSafeAreaInset: bottom,
                            displayCornerRadius: displayCornerRadius, time: time)
}

/// The keyboard covers `keyboard` points of the bottom edge (0: hidden), moving over `duration`
/// seconds (0: at once); the content reports `content` points (negative: as before).
@_expose(wasm, "sheet_surroundings") @_cdecl("sheet_surroundings")
func sheetSurroundings(_ keyboard: Double, _ duration: Double, _ content: Double, _ time: Double) {
    session?.pointee.setSurroundings(keyboard: keyboard, duration: duration, content: content, time: time)
}

/// Reduce Motion on (1) or off (0).
@_expose(wasm, "sheet_reduce_motion") @_cdecl("sheet_reduce_motion")
func sheetReduceMotion(_ on: Int32) { session?.pointee.setReduceMotion(on != 0) }

/// Moves time on and returns the frames of every listed sheet, bottom first (the page's own
/// first; `playground_sheet_count` of them): `PlaygroundSession.frameFields` doubles each.
@_expose(wasm, "sheet_frame") @_cdecl("sheet_frame")
func sheetFrame(_ time: Double) -> UnsafeMutablePointer<Double> {
    session?.pointee.frames(at: time, into: frameBuffer)
    return frameBuffer
}

/// The number of events since the last call; `sheet_events` holds them.
@_expose(wasm, "sheet_take_events") @_cdecl("sheet_take_events")
func sheetTakeEvents() -> Int32 {
    guard let numbers = session?.pointee.takeEvents(), !numbers.isEmpty else { return 0 }
    eventBuffer.deallocate()
    eventBuffer = UnsafeMutablePointer<Double>.allocate(capacity: numbers.count)
    for (index, number) in numbers.enumerated() { eventBuffer[index] = number }
    return Int32(numbers.count / PlaygroundSession.eventFields)
}

/// The events `sheet_take_events` counted: `PlaygroundSession.eventFields` doubles each.
@_expose(wasm, "sheet_events") @_cdecl("sheet_events")
func sheetEvents() -> UnsafeMutablePointer<Double> { eventBuffer }

/// The resting height of the top sheet's state at `index` on the current container.
@_expose(wasm, "sheet_state_height") @_cdecl("sheet_state_height")
func sheetStateHeight(_ index: Int32) -> Double { session?.pointee.height(ofState: Int(index)) ?? -1 }

/// The state the top sheet's grab handle names (resting, else the target), or -1.
@_expose(wasm, "sheet_accessibility_state") @_cdecl("sheet_accessibility_state")
func sheetAccessibilityState() -> Int32 { Int32(session?.pointee.accessibilityState ?? -1) }

#if SHEETC_PLAYGROUND_BENCHMARK
/// The frame benchmark (`PlaygroundSession.benchmark`): the same loop the native build times,
/// in the module scripts/playground_bench.py builds (the shipped one leaves it out).
@_expose(wasm, "sheet_benchmark") @_cdecl("sheet_benchmark")
func sheetBenchmark(_ kind: Int32, _ frames: Int32) -> Double {
    session?.pointee.benchmark(kind: Int(kind), frames: Int(frames)) ?? 0
}
#endif

// MARK: - What the C library lacks for the standard library

/// The hashing seed's source (the page is no place for a system random source): zeros, so a
/// dictionary's order is the same on every load.
@_cdecl("arc4random_buf")
func arc4randomBuf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: count)
}

/// The C library's correctly rounded `strtod` (wasi-libc): `ManifestReader` reads numbers with it.
@_extern(c, "strtod")
func strtod(_ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Double

// MARK: - The Unicode normalization tables, left out

// `String`'s `==` and hashing refer to the standard library's canonical-equivalence tables
// (libswiftUnicodeDataTables: about 32 KB of the module), but consult them only for text that is
// not ASCII. Every string in this module is ASCII — string literals, and what `ManifestReader`
// reads, which refuses anything else in Embedded builds — so scripts/build-wasm.sh links these
// stand-ins instead, which stop the module if they are ever reached.

@_cdecl("_swift_stdlib_getNormData")
func swiftStdlibGetNormData(_ scalar: UInt32) -> UInt16 { fatalError("Unicode normalization data is not in this module") }

@_cdecl("_swift_stdlib_getDecompositionEntry")
func swiftStdlibGetDecompositionEntry(_ scalar: UInt32) -> UInt32 { fatalError("Unicode normalization data is not in this module") }

@_cdecl("_swift_stdlib_getComposition")
func swiftStdlibGetComposition(_ x: UInt32, _ y: UInt32) -> UInt32 { fatalError("Unicode normalization data is not in this module") }

@_silgen_name("_swift_stdlib_nfd_decompositions")
nonisolated(unsafe) let swiftStdlibNFDDecompositions: UnsafePointer<UInt8>? = nil

#endif
