/// An sRGB colour with 8-bit components, written `#RRGGBB` or `#RRGGBBAA` in specs
/// and always `#RRGGBBAA` (upper case) in manifests.
public struct SheetColor: Hashable, Sendable {
    /// Red component, 0–255.
    public var red: UInt8
    /// Green component, 0–255.
    public var green: UInt8
    /// Blue component, 0–255.
    public var blue: UInt8
    /// Alpha component, 0–255 (255 is opaque).
    public var alpha: UInt8

    /// Creates a colour from 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black, `#000000FF`.
    public static let black = SheetColor(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFFFF`.
    public static let white = SheetColor(red: 255, green: 255, blue: 255)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); `nil` for anything else.
    public init?(hex text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
        var components: [UInt8] = []
        var index = 1
        while index < scalars.count {
            guard let high = Self.hexValue(scalars[index]), let low = Self.hexValue(scalars[index + 1]) else {
                return nil
            }
            components.append(high << 4 | low)
            index += 2
        }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 255)
    }

    /// `#RRGGBBAA`, upper case: the one spelling manifests use.
    public var hexString: String {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for component in [red, green, blue, alpha] {
            bytes.append(Self.hexDigits[Int(component >> 4)])
            bytes.append(Self.hexDigits[Int(component & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }
}

#if !hasFeature(Embedded)  // Codable is not in Embedded Swift (the playground's WebAssembly build)
extension SheetColor: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = SheetColor(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}
#endif
