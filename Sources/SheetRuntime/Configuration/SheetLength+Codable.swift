#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
/// The manifest's spelling of a length: `{"points": n}`, `{"fraction": f}`,
/// `{"fraction": f, "of": "container"}`, `{"fromTop": n}`, `{"points": n, "above": "safeArea"}`,
/// any of them with `"offset": d`, `{"half": <length>}`, or `{"fit": {"min": <length>, "max": <length> | null}}`.
extension SheetLength: Codable {
    private enum CodingKeys: String, CodingKey {
        case points, fraction, of, fromTop, above, offset, half, fit, system
    }

    private enum FitKeys: String, CodingKey {
        case min, max
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let system = try container.decodeIfPresent(String.self, forKey: .system) {
            guard let detent = SystemDetent(rawValue: system) else {
                throw DecodingError.dataCorruptedError(forKey: .system, in: container, debugDescription: "'system' is medium or large")
            }
            self = .system(detent)
            return
        }
        if let half = try container.decodeIfPresent(SheetLength.self, forKey: .half) {
            self = .half(half)
            return
        }
        if container.contains(.fit) {
            let fit = try container.nestedContainer(keyedBy: FitKeys.self, forKey: .fit)
            let base = SheetLength.fit(min: try fit.decode(SheetLength.self, forKey: .min), max: try fit.decodeIfPresent(SheetLength.self, forKey: .max))
            // A detached card's default dismissBelow is half a fit state moved up by its margin.
            if let offset = try container.decodeIfPresent(Double.self, forKey: .offset) { self = .offset(base, by: offset) } else { self = base }
            return
        }
        let points = try container.decodeIfPresent(Double.self, forKey: .points)
        let fraction = try container.decodeIfPresent(Double.self, forKey: .fraction)
        let fromTop = try container.decodeIfPresent(Double.self, forKey: .fromTop)
        let of = try container.decodeIfPresent(String.self, forKey: .of)
        let above = try container.decodeIfPresent(String.self, forKey: .above)
        let base: SheetLength
        switch (points, fraction, fromTop) {
        case (let value?, nil, nil) where above == nil && of == nil: base = .points(value)
        case (let value?, nil, nil) where above == "safeArea" && of == nil: base = .aboveSafeArea(value)
        case (nil, let value?, nil) where above == nil && (of == nil || of == "available"): base = .fraction(value)
        case (nil, let value?, nil) where above == nil && of == "container": base = .fractionOfContainer(value)
        case (nil, nil, let value?) where above == nil && of == nil: base = .fromTop(value)
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a length has exactly one of 'points' (with 'above: safeArea' or not), 'fraction' (with 'of' or not) or 'fromTop'"))
        }
        if let offset = try container.decodeIfPresent(Double.self, forKey: .offset) {
            self = .offset(base, by: offset)
        } else {
            self = base
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(into: &container)
    }

    private func encode(into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        switch self {
        case .points(let value): try container.encode(value, forKey: .points)
        case .fraction(let value): try container.encode(value, forKey: .fraction)
        case .fractionOfContainer(let value):
            try container.encode(value, forKey: .fraction)
            try container.encode("container", forKey: .of)
        case .fromTop(let value): try container.encode(value, forKey: .fromTop)
        case .aboveSafeArea(let value):
            try container.encode(value, forKey: .points)
            try container.encode("safeArea", forKey: .above)
        case .offset(let base, let offset):
            try base.encode(into: &container)
            try container.encode(offset, forKey: .offset)
        case .half(let base): try container.encode(base, forKey: .half)
        case .system(let detent): try container.encode(detent.rawValue, forKey: .system)
        case .fit(let min, let max):
            var fit = container.nestedContainer(keyedBy: FitKeys.self, forKey: .fit)
            try fit.encode(min, forKey: .min)
            try fit.encode(max, forKey: .max)
        }
    }
}
#endif
