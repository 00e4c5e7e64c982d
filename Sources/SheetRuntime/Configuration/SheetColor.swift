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
        self.init(hex: text.utf8)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` from UTF-8 bytes: the one colour parser, which the spec
    /// decoder and the manifest reader both call.
    public init?<Bytes: Collection<UInt8>>(hex bytes: Bytes) {
        guard bytes.count == 7 || bytes.count == 9, bytes.first == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let digit = Self.hexValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        if bytes.count == 7 { value = value << 8 | 0xFF }  // opaque unless the alpha is written
        self.init(red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
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

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
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
