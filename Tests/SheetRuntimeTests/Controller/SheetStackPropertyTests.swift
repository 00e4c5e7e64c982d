import SheetRuntime
import SheetTestSupport
import Testing

/// docs/behaviour.md, "Sheets stacked on a sheet": over random pushes, pops, dismissals of all,
/// drags, moves from code and bar changes, every sheet is dismissed exactly once, only the top
/// sheet is uncovered, covered frames carry no target, and the stack comes to rest.
struct SheetStackPropertyTests {
    @Test func invariantsHoldOverRandomStackSequences() {
        let kinds: [SheetConfiguration] = [
            SheetStackTests.sheet("Stay", below: .stay),
            SheetStackTests.sheet("Hide", below: .hide, initial: "open"),
            SheetStackTests.sheet("Lowest", below: .lowest),
        ]
        var random = SeededGenerator(seed: 45)
        for sequence in 0..<400 {
            var base = SheetStackTests.sheet("Base", initial: "open")
            base.placement.bar = Placement.Bar(coverFrom: "open")
            base.interaction.dismissible = false
            var stack = SheetStack(base: base, container: .iPhone15)
            var pushed: [String: Int] = [:], dismissed: [String: Int] = [:]
            var time = 0.0
            var finger = false
            var log: [String] = []
            func record() {
                for event in stack.takeEvents() where event.event.kind == .dismissed {
                    dismissed[event.sheet, default: 0] += 1
                }
            }
            func check(_ what: String) {
                let frames = stack.frames(at: time)
                record()
                #expect(frames.count == stack.sheets.count, "sequence \(sequence) \(what)")
                for (index, frame) in frames.enumerated() {
                    let f = frame.frame
                    #expect(f.height.isFinite && f.height >= 0 && f.height <= 852 && f.alpha.isFinite, "sequence \(sequence) \(what): \(f)")
                    if f.phase == .covered { #expect(f.target == nil && f.state != nil, "sequence \(sequence) \(what): covered \(f)") }
                    if index < stack.topIndex {
                        #expect(f.phase == .covered || index > 0 && stack.sheets.count > index, "sequence \(sequence) \(what): under the top, \(f.phase)")
                    }
                    if index == stack.topIndex { #expect(f.phase != .covered, "sequence \(sequence) \(what): the top is covered; \(stack.sheets) top \(stack.topIndex) log \(log)") }
                }
            }
            for step in 0..<30 {
                time += random.between(0, 0.3)
                check("step \(step)")
                let choice = random.below(finger ? 9 : 7)
                log.append("\(choice)")
                switch choice {
                case 0, 1:
                    let kind = kinds[random.below(kinds.count)]
                    pushed[kind.sheet, default: 0] += 1
                    stack.push(kind, time: time)
                    finger = false
                case 2: stack.pop(time: time); finger = false
                case 3: if random.chance(0.3) { stack.dismissAll(time: time); finger = false }
                case 4:
                    if !finger {
                        stack.touchDown(atHeight: random.between(0, 700), time: time)
                        finger = true
                    }
                case 5: stack.move(to: ["compressed", "open", "closed"][random.below(stack.topIndex > 0 ? 3 : 2)], time: time); finger = false
                case 6: stack.setBar(height: [0, 49, 83][random.below(3)], duration: random.chance(0.5) ? 0.25 : nil, time: time)
                case 7: stack.touchMoved(toHeight: random.between(0, 700), time: time)
                default:
                    stack.touchUp(velocity: random.chance(0.5) ? nil : random.between(-4000, 4000), time: time)
                    finger = false
                }
                record()
            }
            stack.touchUp(time: time)  // a finger left down (a pop with no sheet to pop leaves it)
            time += 60
            check("at the end")
            for frame in stack.frames(at: time) {
                #expect([.resting, .covered, .dismissed].contains(frame.frame.phase), "sequence \(sequence): \(frame) not at rest")
            }
            record()
            // Each pushed sheet is dismissed exactly once, or still listed.
            for (name, count) in pushed {
                let listed = stack.sheets.dropFirst().filter { $0 == name }.count
                #expect(count == listed + dismissed[name, default: 0], "sequence \(sequence): \(name) pushed \(count), listed \(listed), dismissed \(dismissed[name, default: 0])")
            }
            #expect(dismissed["Base"] == nil && stack.sheets.first == "Base")
        }
    }
}
