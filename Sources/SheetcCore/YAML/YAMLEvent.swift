internal import CLibYAML

/// One of libyaml's parser events as `SpecEventDecoder` takes it: a few words, its text borrowed
/// from libyaml (valid until the event is deleted, or from a decoder's own record of events).
struct YAMLEvent {
    enum Kind: UInt8 {
        case streamStart, streamEnd, documentStart, documentEnd, alias, scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    var kind: Kind
    var range: SourceRange
    /// A scalar's text; an alias's anchor name.
    var bytes: UnsafeBufferPointer<UInt8>
    /// Whether a scalar was written without quotes.
    var isPlain: Bool
    /// The anchor a scalar or collection defines (`&name`), as a C string.
    var anchor: UnsafePointer<UInt8>?
    /// Whether a tag (`!!str`, `!thing`) is written on a scalar or collection.
    var hasTag: Bool

    init(kind: Kind, range: SourceRange, bytes: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0),
         isPlain: Bool = false, anchor: UnsafePointer<UInt8>? = nil, hasTag: Bool = false) {
        self.kind = kind
        self.range = range
        self.bytes = bytes
        self.isPlain = isPlain
        self.anchor = anchor
        self.hasTag = hasTag
    }

    /// The view of `event`, borrowing its text.
    init(_ event: borrowing yaml_event_t) {
        let range = SourceRange(start: YAMLReader.location(event.start_mark), end: YAMLReader.location(event.end_mark))
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            self.init(kind: .scalar, range: range, bytes: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                      isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, anchor: UnsafePointer(scalar.anchor),
                      hasTag: scalar.tag != nil)
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            self.init(kind: .mappingStart, range: range, anchor: UnsafePointer(start.anchor), hasTag: start.tag != nil)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            self.init(kind: .sequenceStart, range: range, anchor: UnsafePointer(start.anchor), hasTag: start.tag != nil)
        case YAML_ALIAS_EVENT:
            self.init(kind: .alias, range: range, bytes: Self.name(event.data.alias.anchor.map { UnsafePointer($0) }))
        case YAML_MAPPING_END_EVENT: self.init(kind: .mappingEnd, range: range)
        case YAML_SEQUENCE_END_EVENT: self.init(kind: .sequenceEnd, range: range)
        case YAML_DOCUMENT_START_EVENT: self.init(kind: .documentStart, range: range)
        case YAML_DOCUMENT_END_EVENT: self.init(kind: .documentEnd, range: range)
        case YAML_STREAM_START_EVENT: self.init(kind: .streamStart, range: range)
        default: self.init(kind: .streamEnd, range: range)
        }
    }

    /// The bytes of one of libyaml's NUL-terminated names (an anchor's, an alias's), without the NUL.
    /// (`anchor` stays a C string: a buffer would make every event two words longer.)
    static func name(_ name: UnsafePointer<UInt8>?) -> UnsafeBufferPointer<UInt8> {
        var count = 0
        while let name, name[count] != 0 { count += 1 }
        return UnsafeBufferPointer(start: name, count: count)
    }
}
