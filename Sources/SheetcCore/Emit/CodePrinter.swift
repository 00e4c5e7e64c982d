/// Prints source code line by line: indentation only at the start of non-blank
/// lines, and never trailing white space, whatever the pieces it is given.
struct CodePrinter {
    /// The text so far, as UTF-8: appending bytes costs a fraction of appending `String`s.
    private var bytes: [UInt8] = []
    private var level = 0
    private static let unit = Array("    ".utf8)

    init() {
        // A generated file is a few kilobytes: one allocation instead of a dozen regrowths.
        bytes.reserveCapacity(4096)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds one line at the current indentation (a blank line for "").
    mutating func line(_ content: String = "") {
        var content = content
        content.withUTF8 { line in
            var count = line.count
            while count > 0, line[count - 1] == UInt8(ascii: " ") || line[count - 1] == UInt8(ascii: "\t") { count -= 1 }
            if count > 0 {
                for _ in 0..<level { bytes.append(contentsOf: Self.unit) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[..<count]))
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `opener`, then the body one level in, then `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        line(closer)
    }
}
