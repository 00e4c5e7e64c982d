/// Prints source code line by line: indentation only at the start of non-blank
/// lines, and never trailing white space, whatever the pieces it is given.
struct CodePrinter {
    private(set) var text = ""
    private var level = 0
    private let unit = "    "

    /// Adds one line at the current indentation (a blank line for "").
    mutating func line(_ content: String = "") {
        var trimmed = Substring(content)
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        if !trimmed.isEmpty {
            text += String(repeating: unit, count: level)
            text += trimmed
        }
        text += "\n"
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
