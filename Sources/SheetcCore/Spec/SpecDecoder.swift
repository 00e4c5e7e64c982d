import SheetRuntime

/// Decodes one YAML document into a `SheetSpec`, checking every key against
/// `KeyCatalog`: unknown keys, wrong kinds of value, values out of range.
/// It reports every problem it meets and goes on; what it could not decode is
/// left out of the spec.
struct SpecDecoder {
    var diagnostics: DiagnosticBag
    private var spec: SheetSpec
    /// The document decoded: nodes are read in place, by index.
    private let document: YAMLDocument
    /// The document's text, borrowed while it is decoded: a scalar's bytes are read here,
    /// without a reference to the array taken and dropped for each.
    private let text: UnsafeBufferPointer<UInt8>

    /// A scalar as the decoder reads it: its value, and its bytes (valid while `text` is).
    struct ScalarView {
        var value: YAMLScalar.Value
        var bytes: UnsafeBufferPointer<UInt8>

        /// The text, made where it is kept or shown.
        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// The text as a message shows it: at most 40 characters (`VisibleText.shortened`).
        var shownText: String { VisibleText.shortened(bytes) }

        /// Whether the text is `word`, compared as bytes.
        func `is`(_ word: StaticString) -> Bool {
            guard bytes.count == word.utf8CodeUnitCount else { return false }
            let start = word.utf8Start
            for offset in 0..<bytes.count where bytes[offset] != start[offset] { return false }
            return true
        }

        /// Whether the text is `name`, compared as bytes.
        func `is`(_ name: String) -> Bool {
            guard bytes.count == name.utf8.count else { return false }
            return name.utf8.withContiguousStorageIfAvailable { name in
                for offset in 0..<name.count where name[offset] != bytes[offset] { return false }
                return true
            } ?? name.utf8.elementsEqual(bytes)
        }
    }

    /// The scalar at `node`, or `nil` for a collection.
    private func scalar(_ node: YAMLNode.Index) -> ScalarView? {
        let node = document[node]
        guard node.kind == .scalar else { return nil }
        return ScalarView(value: node.value, bytes: UnsafeBufferPointer(rebasing: text[Int(node.first)..<Int(node.first + node.count)]))
    }

    /// Swift names a sheet may not take: keywords of the type position, the modules generated
    /// code refers to, and `Definition`, the name a system sheet's `State` gives its sheet
    /// (`typealias Definition = <the sheet>`, which would refer to itself).
    static let reservedNames = ["Self", "Type", "Any", "Protocol", "SheetRuntime", "Swift", "Foundation", "Definition"]

    /// The spec of `document`, or `nil` for an empty document or one that is not a mapping;
    /// made in `spare`'s storage when one is given (a spec done with, see `SheetSpec.reuse(file:start:)`).
    static func decode(_ document: YAMLDocument, file: String, reusing spare: consuming SheetSpec? = nil,
                       diagnostics: inout DiagnosticBag) -> SheetSpec? {
        guard let root = document.root else { return nil }
        let node = document[root]
        guard node.kind == .mapping else {
            if node.kind == .scalar, node.value == .null { return nil }
            diagnostics.report(.documentNotMapping, "a sheet spec is a mapping of keys to values, not \(document.kindDescription(root))",
                               at: node.range, help: "start the document with 'version: 1' and 'sheet: Name'")
            return nil
        }
        return document.text.withUnsafeBufferPointer { text in
            let start = SourceRange(at: node.range.start)
            var spec: SheetSpec
            if spare != nil {
                spec = spare.take()!
                spec.reuse(file: file, start: start)
            } else {
                spec = SheetSpec(file: file, start: start)
            }
            var decoder = SpecDecoder(diagnostics: diagnostics, spec: consume spec, document: document, text: text)
            // A top-level key missing is missing from the whole mapping: its range, not a caret at
            // its first key (which has nothing to do with the key missing), says so to an editor.
            decoder.decodeMapping(node, keys: KeyCatalog.topLevelKeys, at: node.range)
            decoder.spec.applyStyle()
            diagnostics = decoder.diagnostics
            return decoder.spec
        }
    }

    /// Every key of a mapping node, looked up by its bytes (no string is made for a key the
    /// catalog knows).
    private mutating func decodeMapping(_ mapping: YAMLNode, keys: KeyCatalog.MappingKeys, at range: SourceRange) {
        // The positions of the catalog's keys written here (a mapping takes at most 64), and
        // those an unknown key was taken for: its "did you mean" says all a missing key would.
        var found: UInt64 = 0, suggested: UInt64 = 0
        for pairIndex in Int(mapping.first)..<Int(mapping.first + mapping.count) {
            let pair = document.pairs[pairIndex]
            let name = UnsafeBufferPointer(rebasing: text[Int(pair.nameFirst)..<Int(pair.nameFirst + pair.nameCount)])
            if keys.parent == nil, Self.isExtension(name) { continue }
            guard let position = keys.position(of: name) else {
                if let suggestion = reportUnknownKey(pair, keys: keys), let meant = keys.names.firstIndex(of: suggestion) {
                    suggested |= 1 << UInt64(meant)
                }
                continue
            }
            found |= 1 << UInt64(position)
            decodeValue(pair.value, form: keys.forms[position], key: keys.names[position], index: keys.indices[position],
                        keyRange: pair.keyRange)
        }
        var missingKeys: UInt64 = 0
        for position in keys.names.indices where keys.required[position] && (found | suggested) & (1 << UInt64(position)) == 0 {
            missingKeys |= 1 << UInt64(position)
        }
        guard missingKeys != 0 else { return }  // nearly every mapping: nothing listed, nothing allocated
        let missing = keys.names.indices.filter { missingKeys & (1 << UInt64($0)) != 0 }
        let first = missing[0]
        let place = keys.parent.map { " in '\(KeyCatalog.allEntries[$0].path)'" } ?? ""
        if missing.count == 1 {
            let name = keys.names[first]
            diagnostics.report(.missingKey, "the required key '\(name)' is missing\(place)", at: range,
                               help: "add '\(name): …' (\(keys.forms[first].summary))")
        } else {
            // One diagnostic for the mapping (`segments: {}` lacks all three states), not one per key.
            let names = missing.map { "'\(keys.names[$0])'" }
            diagnostics.report(.missingKey, "the required keys \(names.dropLast().joined(separator: ", ")) and \(names.last!) are missing\(place)",
                               at: range, help: Set(missing.map { keys.forms[$0].summary }).count == 1
                                   ? "add each, as \(keys.forms[first].summary)"
                                   : "add " + missing.map { "'\(keys.names[$0]): …' (\(keys.forms[$0].summary))" }.joined(separator: ", "))
        }
    }

    /// Whether a top-level key is an extension field (`x-…`): as `String.hasPrefix` says, which
    /// compares characters, so the bytes decide only when they are ASCII.
    static func isExtension(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 2, name[0] == UInt8(ascii: "x"), name[1] == UInt8(ascii: "-") else { return false }
        if name.allSatisfy({ $0 < 0x80 }) { return true }
        return String(decoding: name, as: UTF8.self).hasPrefix(KeyCatalog.extensionPrefix)
    }

    /// Reports an unknown key; returns the key it was likely meant to be, when one is close.
    @discardableResult
    private mutating func reportUnknownKey(_ pair: YAMLPair, keys: KeyCatalog.MappingKeys) -> String? {
        let prefix = keys.prefix
        let name = document.name(pair)
        var help: String?
        var meant: String?
        if name.contains("."), KeyCatalog.entry(at: prefix + name) != nil, let dot = name.lastIndex(of: ".") {
            help = "YAML keys do not nest by dots: write '\(name[name.index(after: dot)...])' inside '\(name[..<dot])'"
        } else if let suggestion = Suggestion.closest(to: name, among: keys.names) {
            help = "did you mean '\(suggestion)'?"
            meant = suggestion
            if prefix.isEmpty { spec.misspelledKeys.insert(suggestion) }
        } else if keys.isSegments {
            // A state name of one's own: `segments` has three fixed ones, `states` any.
            help = "'segments' takes \(KeyCatalog.segmentedStates.reversed().joined(separator: ", ")); for states named as you like, write 'states' instead of 'segmented' and 'segments'"
        } else if prefix.isEmpty,
                  let parent = KeyCatalog.topLevel.first(where: { $0.form.mappingEntries?.contains { $0.name == name } ?? false }) {
            help = "'\(name)' belongs under '\(parent.name)'"
        } else if prefix.isEmpty {
            help = "extension fields start with '\(KeyCatalog.extensionPrefix)'"
        }
        let place = prefix.isEmpty ? "" : " in '\(prefix.dropLast())'"
        diagnostics.report(.unknownKey, "unknown key \(Self.quoted(name))\(place)", at: pair.keyRange, help: help)
        return meant
    }

    private mutating func decodeValue(_ nodeIndex: YAMLNode.Index, form: ValueForm, key: String, index: Int, keyRange: SourceRange) {
        spec.markWritten(index)
        let node = document[nodeIndex]
        if case .either(let forms) = form, let chosen = Self.alternative(for: node.kind, node.value, among: forms) {
            // Text that is none of the names and close to none, where a number may go too
            // (`cornerRadius: "10"`), is a number written wrongly more likely than a name misspelt.
            if case .choice(let names) = chosen, let number = forms.first(where: { if case .number = $0 { true } else { false } }),
               let text = scalar(nodeIndex), !names.contains(where: { text.is($0) }),
               Suggestion.closest(to: text.text, among: names) == nil {
                return decodeValue(nodeIndex, form: number, key: key, index: index, keyRange: keyRange)
            }
            return decodeValue(nodeIndex, form: chosen, key: key, index: index, keyRange: keyRange)
        }
        switch (form, node.kind) {
        case (.mapping, .mapping):
            spec.set(SpecEntry(value: .mapping, keyRange: keyRange, valueRange: node.range), at: index)
            // A key missing here is reported at the key that holds the mapping (the mapping's
            // first key, or the anchor an alias took it from, is not where it is missing).
            decodeMapping(node, keys: KeyCatalog.childKeys[index]!, at: keyRange)
        case (.stateMap(let valueForm), .mapping):
            spec.set(SpecEntry(value: .mapping, keyRange: keyRange, valueRange: node.range), at: index)
            for pair in document.pairs(of: nodeIndex) {
                let name = document.name(pair)
                let value = decodeLeaf(pair.value, form: valueForm, key: "\(key).\(name)")
                spec.append(NamedEntry(name: name, nameRange: pair.keyRange,
                                       entry: value.map { SpecEntry(value: $0, keyRange: pair.keyRange, valueRange: document[pair.value].range) }),
                            toStateMapAt: index)
            }
        default:
            guard let value = decodeLeaf(nodeIndex, form: form, key: key) else { return }
            spec.set(SpecEntry(value: value, keyRange: keyRange, valueRange: node.range), at: index)
        }
    }

    /// A value that holds no keys of the catalog (a scalar, or a length written as a mapping):
    /// its value, or `nil` after reporting what is wrong with it.
    private mutating func decodeLeaf(_ nodeIndex: YAMLNode.Index, form: ValueForm, key: String) -> SpecValue? {
        let node = document[nodeIndex]
        let outcome: ScalarOutcome
        switch (form, node.kind) {
        case (.stateHeight, .scalar) where scalar(nodeIndex)!.is(LengthGrammar.fit):
            return .length(.fit(min: .zero, max: nil))
        // The system sheet's own detents; the checker refuses them on target: runtime.
        case (.stateHeight, .scalar) where scalar(nodeIndex)!.is(LengthGrammar.medium):
            return .length(.system(.medium))
        case (.stateHeight, .scalar) where scalar(nodeIndex)!.is(LengthGrammar.large):
            return .length(.system(.large))
        case (.color, .mapping):
            return decodeColorPair(nodeIndex, key: key)
        case (.length, .mapping):
            return decodeLengthMapping(nodeIndex, key: key, takesFit: false).map(SpecValue.length)
        case (.stateHeight, .mapping):
            return decodeLengthMapping(nodeIndex, key: key, takesFit: true).map(SpecValue.length)
        case (.mapping, _), (.stateMap, _), (.either, _), (_, .mapping), (_, .sequence):
            outcome = .wrongType(help: nil)
        case (_, .scalar):
            outcome = Self.decodeScalar(scalar(nodeIndex)!, form: form, key: key)
        }
        switch consume outcome {
        case .value(let value, let warning):
            if let warning {
                diagnostics.report(warning.code, warning.message, at: node.range, help: warning.help)
            }
            return value
        case .problem(let problem):
            report(problem, at: node)
        case .wrongType(let help):
            report(Problem(.wrongType, "'\(key)' takes \(form.summary), not \(document.kindDescription(nodeIndex))", help: help), at: node)
        }
        return nil
    }

    private mutating func report(_ problem: Problem, at node: YAMLNode) {
        let notes = node.aliasSite.map { [Diagnostic.Note("the value is used here, through an alias", at: $0)] } ?? []
        diagnostics.report(problem.code, problem.message, at: node.range, notes: notes, help: problem.help)
    }

    /// A problem with one value: what a rule found, before it has a place.
    struct Problem {
        var code: DiagnosticCode
        var message: String
        var help: String?

        init(_ code: DiagnosticCode, _ message: String, help: String? = nil) {
            self.code = code
            self.message = message
            self.help = help
        }
    }

    enum ScalarOutcome {
        case value(SpecValue, warning: Problem? = nil)
        case problem(Problem)
        case wrongType(help: String?)
    }

    /// A scalar read as `form`: its value, or what is wrong with it.
    static func decodeScalar(_ scalar: ScalarView, form: ValueForm, key: String) -> ScalarOutcome {
        switch form {
        case .boolean:
            switch scalar.value {
            case .bool(let flag):
                // The core schema's `True` and `FALSE` are booleans to YAML; the language has `true` and `false` only.
                guard scalar.is("true") || scalar.is("false") else {
                    return .problem(Problem(.implicitBoolean, "\(Self.quoted(scalar.text)) is not a boolean in sheet specs",
                                            help: "write '\(flag)': booleans are written true and false, in lower case"))
                }
                return .value(.bool(flag))
            case .yaml11Boolean:
                let word = scalar.text
                let meant = ["yes", "on"].contains(word.lowercased())
                return .problem(Problem(.implicitBoolean, "'\(word)' is not a boolean in sheet specs",
                                        help: "write '\(meant)'; YAML 1.1's yes/no/on/off are refused, not guessed"))
            default: return .wrongType(help: nil)
            }
        case .number(let bounds):
            guard case .number(let value) = scalar.value else {
                if case .string = scalar.value, Double(scalar.text)?.isFinite == true {
                    return .wrongType(help: "in quotes, a number is text: remove the quotes")
                }
                return .wrongType(help: nil)
            }
            guard value.isFinite else {
                return .problem(Problem(.nonFiniteNumber, "'\(key)' must be a finite number, not \(Self.quoted(scalar.text))"))
            }
            if let problem = Self.subnormal(value, key: key, text: scalar.text) { return .problem(problem) }
            guard bounds.contains(value) else {
                return .problem(Problem(.outOfRange, "'\(key)' must be \(bounds.summary), not \(scalar.shownText)",
                                        help: bounds.likelySlip(for: value)))
            }
            if bounds.isUnusual(value), let slip = bounds.slip {
                return .value(.number(value), warning: Problem(.likelyUnitSlip, "'\(key)' is \(scalar.shownText) \(slip.unit), far outside what it usually is",
                                                               help: bounds.likelySlip(for: value)))
            }
            return .value(.number(value))
        case .version:
            if case .string = scalar.value, scalar.is("1") {
                return .problem(Problem(.unsupportedVersion, "'version' is the number 1, not the string \"1\"",
                                        help: "remove the quotes: 'version: 1'"))
            }
            guard case .number(1) = scalar.value else {
                return .problem(Problem(.unsupportedVersion, "version \(Self.quoted(scalar.text)) is not supported; this sheetc reads version 1",
                                        help: "write 'version: 1'"))
            }
            return .value(.number(1))
        case .identifier:
            guard case .string = scalar.value else { return .wrongType(help: nil) }
            let name = scalar.text
            guard isTypeName(name) else {
                return .problem(Problem(.invalidSheetName, "\(Self.quoted(name)) is not an UpperCamelCase Swift name" + Self.nameProblem(name),
                                        help: "start with a capital letter A–Z and use only ASCII letters and digits, e.g. 'ReactionList'"))
            }
            guard !reservedNames.contains(name) else {
                return .problem(Problem(.invalidSheetName, "'\(name)' is reserved in Swift or by sheetc's generated code",
                                        help: "choose another name, e.g. '\(name)Sheet'"))
            }
            return .value(.text(name))
        case .text:
            return scalar.value == .null ? .wrongType(help: nil) : .value(.text(scalar.text))
        case .length, .stateHeight:
            return decodeLength(scalar, key: key)
        case .color:
            guard case .string = scalar.value else {
                return .wrongType(help: scalar.value == .null
                    ? "an unquoted '#' starts a comment in YAML: quote the colour, e.g. \"#000000\"" : nil)
            }
            guard let color = SheetColor(hex: scalar.bytes) else {
                return .problem(Problem(.invalidColor, "\(Self.quoted(scalar.text)) is not a colour",
                                        help: "write \"#RRGGBB\" or \"#RRGGBBAA\", e.g. \"#000000\""))
            }
            return .value(.color(SheetColorPair(color)))
        case .choice(let names):
            return decodeChoice(scalar, names: names, key: key)
        case .stateName:
            // Which states the sheet has is known across keys: the checker compares the name.
            guard case .string = scalar.value else { return .wrongType(help: nil) }
            return .value(.choice(scalar.text))
        case .mapping, .either, .stateMap:
            return .wrongType(help: nil)
        }
    }

    private static func decodeLength(_ scalar: ScalarView, key: String) -> ScalarOutcome {
        switch scalar.value {
        case .number(let value):
            guard value.isFinite else {
                return .problem(Problem(.nonFiniteNumber, "'\(key)' must be a finite length, not \(Self.quoted(scalar.text))"))
            }
            if let problem = Self.subnormal(value, key: key, text: scalar.text) { return .problem(problem) }
            guard value >= 0 else {
                return .problem(Problem(.outOfRange, "'\(key)' must not be negative (\(scalar.shownText))",
                                        help: "lengths are measured up from the container's bottom edge"))
            }
            let warning = value > 0 && value < 1
                ? Problem(.fractionLikeNumber, "'\(key)' is \(scalar.shownText) points, less than one point",
                          help: "did you mean a percentage? write \"\(NumberFormatting.text(value * 100))%\"")
                : nil
            return .value(.length(.points(value)), warning: warning)
        case .string where scalar.is(LengthGrammar.fit):
            return .problem(Self.fitOutsideStates(key))
        case .string:
            switch LengthText.parse(scalar.bytes) {
            case .points(let value)?:
                return .value(.length(.points(value)))
            case .percent(let value)?:
                // "50%" is the percent mapping's number written short: the same bounds.
                guard LengthGrammar.percent.bounds.contains(value) else {
                    return .problem(Problem(.outOfRange, "'\(key)' is \(scalar.shownText), more than \(LengthGrammar.percentLimit)"))
                }
                return .value(.length(.fraction(value / 100)))
            case nil:
                let text = scalar.text
                if let number = Double(text), number.isFinite {
                    return .problem(Problem(.invalidLength, "\(Self.quoted(text)) is a string: in quotes, a number is text, not a length",
                                            help: "remove the quotes (\(text) points), or write \"\(text)pt\" or \"\(text)%\""))
                }
                if let number = Self.pixels(text) {
                    return .problem(Problem(.invalidLength, "\(Self.quoted(text)) is not a length: lengths are in points, not pixels",
                                            help: "write \"\(number)pt\" (or the number alone, \(number))"))
                }
                return .problem(Problem(.invalidLength, "\(Self.quoted(text)) is not a length",
                                        help: "write a number of points (320), \"320pt\" or a percentage (\"50%\")"))
            }
        default:
            return .wrongType(help: nil)
        }
    }

    /// The number of a length written in pixels (`400px`, as CSS writes it), or `nil`: a number
    /// that `LengthText` reads as points once written with `pt`.
    private static func pixels(_ text: String) -> String? {
        guard text.hasSuffix("px") else { return nil }
        let number = String(text.dropLast(2))
        guard case .points? = LengthText.parse(Array((number + "pt").utf8)) else { return nil }
        return number
    }

    private static func decodeChoice(_ scalar: ScalarView, names: [String], key: String) -> ScalarOutcome {
        guard case .string = scalar.value else { return .wrongType(help: nil) }
        // The names are ASCII: ASCII bytes equal to one are that name (and the catalog's string
        // is kept, not a new one); other text is compared as strings, as it always was.
        if scalar.bytes.allSatisfy({ $0 < 0x80 }) {
            if let name = names.first(where: { scalar.is($0) }) { return .value(.choice(name)) }
        }
        let text = scalar.text
        guard names.contains(text) else {
            let suggestion = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
            return .problem(Problem(.invalidChoice, "\(Self.quoted(text)) is not a value of '\(key)'",
                                    help: suggestion + "'\(key)' takes one of: " + names.joined(separator: ", ")))
        }
        return .value(.choice(text))
    }

    /// Which of an `either` form's alternatives a node of `kind` (a scalar resolving to `value`) was written as.
    static func alternative(for kind: YAMLNode.Kind, _ value: YAMLScalar.Value, among forms: [ValueForm]) -> ValueForm? {
        forms.first { form in
            switch (kind, form) {
            case (.mapping, .mapping): return true
            case (.scalar, .boolean):
                if case .bool = value { return true }
                if case .yaml11Boolean = value { return true }
                return false
            case (.scalar, .choice), (.scalar, .stateName):
                if case .string = value { return true }
                return false
            case (.scalar, .number):
                if case .number = value { return true }
                return false
            default: return false
            }
        }
    }

    /// A number so close to 0 that it is subnormal (below 2.2e-308): Swift warns that such a
    /// literal "underflows", which breaks builds that treat warnings as errors, so the spec is told.
    /// (`text` is made only for the message: every number passes here.)
    private static func subnormal(_ value: Double, key: String, text: @autoclosure () -> String) -> Problem? {
        guard value != 0, abs(value) < Double.leastNormalMagnitude else { return nil }
        return Problem(.nonFiniteNumber, "'\(key)' is \(quoted(text())), too close to 0 to be written in Swift without a warning",
                       help: "write 0, or a number of at least 2.3e-308")
    }

    /// What is wrong with a name that is not an UpperCamelCase identifier, for the message.
    private static func nameProblem(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return ": it is empty" }
        if !("A"..."Z").contains(first) { return ": it starts with '\(first)', not a capital letter A–Z" }
        if name.unicodeScalars.count > 128 { return ": it is longer than 128 characters" }
        if let other = name.unicodeScalars.first(where: { !(("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)) }) {
            let shown = other.value < 0x20 || other.value == 0x7F ? "\\u{\(String(other.value, radix: 16))}" : String(other)
            return ": '\(shown)' is not an ASCII letter or digit"
        }
        return ""
    }

    /// A value as messages quote it (`VisibleText.quoted`).
    static func quoted(_ text: String) -> String { VisibleText.quoted(text) }

    static func fitOutsideStates(_ key: String) -> Problem {
        Problem(.invalidLength, "'\(key)' cannot be 'fit': only a state's height follows its content",
                help: "use fit for a state's height: in 'states', 'segments' or 'concreteDimension'")
    }

    /// A mapping's pairs with their keys as text, for the length mappings' rules (rarely written;
    /// they compare and show key names throughout).
    private func namedPairs(of node: YAMLNode.Index) -> [(name: String, keyRange: SourceRange, value: YAMLNode.Index)] {
        document.pairs(of: node).map { (document.name($0), $0.keyRange, $0.value) }
    }

    /// `{light: <colour>, dark: <colour>}` (docs/language.md#look-motion-and-feel), both required: the
    /// colour pair, or `nil` after reporting what is wrong.
    private mutating func decodeColorPair(_ nodeIndex: YAMLNode.Index, key: String) -> SpecValue? {
        let styles = KeyCatalog.colorStyles
        var colors: [String: SheetColor] = [:]
        var valid = true
        for pair in namedPairs(of: nodeIndex) {
            let path = "\(key).\(pair.name)"
            guard styles.contains(pair.name) else {
                let suggestion = Suggestion.closest(to: pair.name, among: styles).map { "did you mean '\($0)'?" }
                diagnostics.report(.unknownKey, "unknown key \(Self.quoted(pair.name)) in the colour '\(key)'", at: pair.keyRange,
                                   help: suggestion ?? "a colour for light and dark is {\(styles[0]): \"#RRGGBB\", \(styles[1]): \"#RRGGBB\"}")
                valid = false
                continue
            }
            guard let scalar = scalar(pair.value) else {
                report(Problem(.wrongType, "'\(path)' takes a colour (\"#RRGGBB\" or \"#RRGGBBAA\"), not \(document.kindDescription(pair.value))"),
                       at: document[pair.value])
                valid = false
                continue
            }
            switch Self.decodeScalar(scalar, form: .color, key: path) {
            case .value(.color(let color), _): colors[pair.name] = color.light
            case .problem(let problem): report(problem, at: document[pair.value]); valid = false
            default:
                report(Problem(.wrongType, "'\(path)' takes a colour (\"#RRGGBB\" or \"#RRGGBBAA\"), not \(document.kindDescription(pair.value))"),
                       at: document[pair.value])
                valid = false
            }
        }
        for style in styles where colors[style] == nil && valid {
            diagnostics.report(.missingKey, "the colour '\(key)' gives no '\(style)' colour", at: document[nodeIndex].range,
                               help: "a colour for light and dark gives both, e.g. {\(styles[0]): \"#FFFFFF\", \(styles[1]): \"#1C1C1E\"}; a plain colour is the same in both")
            valid = false
        }
        guard valid, let light = colors[styles[0]], let dark = colors[styles[1]] else { return nil }
        return .color(SheetColorPair(light: light, dark: dark))
    }

    /// `{fit: {min: <length>, max: <length>}}` (either bound optional): the length, or `nil` after reporting.
    private mutating func decodeFit(_ nodeIndex: YAMLNode.Index, key: String) -> SheetLength? {
        let node = document[nodeIndex]
        guard node.kind == .mapping else {
            if let scalar = scalar(nodeIndex), scalar.is(LengthGrammar.fit) || scalar.value == .null { return .fit(min: .zero, max: nil) }
            report(Problem(.wrongType, "'\(key)' takes {min: <length>, max: <length>}, not \(document.kindDescription(nodeIndex))"), at: node)
            return nil
        }
        let pairs = namedPairs(of: nodeIndex)
        var bounds: [String: SheetLength] = [:]
        var valid = true
        for pair in pairs {
            let path = "\(key).\(pair.name)"
            guard LengthGrammar.fitBounds.contains(pair.name) else {
                diagnostics.report(.unknownKey, "unknown key \(Self.quoted(pair.name)) in '\(key)'", at: pair.keyRange,
                                   help: Suggestion.closest(to: pair.name, among: LengthGrammar.fitBounds).map { "did you mean '\($0)'?" } ?? "fit takes min and max")
                valid = false
                continue
            }
            let value = document[pair.value]
            if value.kind == .mapping {
                if let length = decodeLengthMapping(pair.value, key: path) { bounds[pair.name] = length } else { valid = false }
            } else if let scalar = scalar(pair.value), !scalar.is(LengthGrammar.fit) {
                switch Self.decodeLength(scalar, key: path) {
                case .value(.length(let length), _): bounds[pair.name] = length
                case .problem(let problem): report(problem, at: value); valid = false
                default: report(Problem(.wrongType, "'\(path)' takes a length, not \(document.kindDescription(pair.value))"), at: value); valid = false
                }
            } else {
                report(Problem(.wrongType, "'\(path)' takes a length, not \(document.kindDescription(pair.value))"), at: value)
                valid = false
            }
        }
        return valid ? .fit(min: bounds[LengthGrammar.fitBounds[0]] ?? .zero, max: bounds[LengthGrammar.fitBounds[1]]) : nil
    }

    /// `{percent: p, of: available|container}`, `{fromTop: n}` or `{points: n, above: safeArea}`, each
    /// with an optional signed `offset`: the length, or `nil` after reporting what is wrong.
    private mutating func decodeLengthMapping(_ nodeIndex: YAMLNode.Index, key: String, takesFit: Bool = false) -> SheetLength? {
        let node = document[nodeIndex]
        let pairs = namedPairs(of: nodeIndex)
        if let fit = pairs.first(where: { $0.name == LengthGrammar.fit }) {
            guard takesFit else {
                report(Self.fitOutsideStates(key), at: document[fit.value])
                return nil
            }
            if let other = pairs.first(where: { $0.name != LengthGrammar.fit }) {
                diagnostics.report(.invalidLength, "'\(other.name)' cannot go beside 'fit' in '\(key)'", at: other.keyRange,
                                   help: "write {fit: {min: <length>, max: <length>}} alone")
                return nil
            }
            return decodeFit(fit.value, key: "\(key).\(LengthGrammar.fit)")
        }
        var numbers: [String: Double] = [:]
        var words: [String: String] = [:]
        var valid = true
        for pair in pairs {
            let path = "\(key).\(pair.name)"
            if let bounds = LengthGrammar.form(named: pair.name)?.bounds ?? (pair.name == LengthGrammar.offset ? NumberBounds.any : nil) {
                let valueNode = document[pair.value]
                guard let scalar = scalar(pair.value), case .number(let value) = scalar.value else {
                    report(Problem(.wrongType, "'\(path)' takes a number, not \(document.kindDescription(pair.value))"), at: valueNode)
                    valid = false
                    continue
                }
                guard value.isFinite else {
                    report(Problem(.nonFiniteNumber, "'\(path)' must be a finite number, not \(Self.quoted(scalar.text))"), at: valueNode)
                    valid = false
                    continue
                }
                if let problem = Self.subnormal(value, key: path, text: scalar.text) {
                    report(problem, at: valueNode)
                    valid = false
                    continue
                }
                if let maximum = bounds.maximum, let minimum = bounds.minimum, !(minimum...maximum).contains(value) {
                    report(Problem(.outOfRange, "'\(path)' is \(scalar.shownText), outside \(NumberFormatting.text(minimum))–\(NumberFormatting.text(maximum))"), at: valueNode)
                    valid = false
                } else if !bounds.contains(value) {
                    report(Problem(.outOfRange, "'\(path)' must not be negative (\(scalar.shownText))",
                                   help: "move a length down with '\(LengthGrammar.offset)', which may be negative"), at: valueNode)
                    valid = false
                }
                numbers[pair.name] = value
            } else if let choices = LengthGrammar.form(withCompanion: pair.name)?.companion?.words {
                let valueNode = document[pair.value]
                guard let scalar = scalar(pair.value) else {
                    report(Problem(.wrongType, "'\(path)' takes one of \(choices.joined(separator: ", ")), not \(document.kindDescription(pair.value))"), at: valueNode)
                    valid = false
                    continue
                }
                switch Self.decodeChoice(scalar, names: choices, key: path) {
                case .value(.choice(let name), _): words[pair.name] = name
                case .problem(let problem): report(problem, at: valueNode); valid = false
                default:
                    report(Problem(.wrongType, "'\(path)' takes one of \(choices.joined(separator: ", "))"), at: valueNode)
                    valid = false
                }
            } else {
                let suggestion = Suggestion.closest(to: pair.name, among: LengthGrammar.keys)
                diagnostics.report(.unknownKey, "unknown key '\(pair.name)' in the length '\(key)'", at: pair.keyRange,
                                   help: suggestion.map { "did you mean '\($0)'?" } ?? "a length mapping takes " + LengthGrammar.keys.joined(separator: ", "))
                valid = false
            }
        }
        let forms = LengthGrammar.forms.filter { form in numbers[form.key] != nil || pairs.contains { $0.name == form.key } }
        guard let form = forms.first, forms.count == 1 else {
            diagnostics.report(.invalidLength, forms.isEmpty
                                ? "the length '\(key)' needs one of \(LengthGrammar.formList)"
                                : "the length '\(key)' has both '\(forms[0].key)' and '\(forms[1].key)'; a length is one of them",
                               at: node.range, help: "write " + LengthGrammar.forms.map(\.example).dropLast().joined(separator: ", ")
                                    + " or \(LengthGrammar.forms.last!.example), each with an optional '\(LengthGrammar.offset)'")
            return nil
        }
        if let companion = form.companion, companion.isRequired, words[companion.key] == nil, valid {
            diagnostics.report(.missingKey, "'\(key)' gives a percentage without '\(companion.key)'", at: node.range,
                               help: "add '\(companion.key): available' (the height below the top safe-area edge, as \"p%\") or '\(companion.key): container' (the whole screen)")
            return nil
        }
        for other in LengthGrammar.forms where other.key != form.key {
            guard let companion = other.companion, words[companion.key] != nil else { continue }
            let pair = pairs.first { $0.name == companion.key }!
            diagnostics.report(.invalidLength, "'\(companion.key)' goes with '\(other.key)', not with '\(form.key)'", at: pair.keyRange,
                               help: "remove '\(companion.key)'")
            valid = false
        }
        guard valid, let value = numbers[form.key] else { return nil }
        return LengthGrammar.length(form, value, word: form.companion.flatMap { words[$0.key] }, offset: numbers[LengthGrammar.offset])
    }

    /// An UpperCamelCase identifier: a capital ASCII letter, then ASCII letters and digits, at
    /// most 128 of them. (Read as bytes: a byte that is not ASCII is part of a character that
    /// is not allowed, and ASCII characters are one byte each.)
    static func isTypeName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), bytes.count <= 128 else { return false }
            return bytes.allSatisfy { byte in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
        }
    }
}
