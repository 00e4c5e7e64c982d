/// Text for HTML and SVG (XML): element content and double-quoted attribute values. The one
/// escaper of both: `preview`'s pictures, the playground page and `sheetc serve`'s index page.
public enum MarkupEscaping {
    /// `text` with `&`, `<`, `>` and `"` written as entities. With `replacingControls`, each C0
    /// control character but tab also becomes `?`: XML 1.0 cannot hold them, even as references,
    /// and a picture's label or a sheet's name has no use for them. A `<pre>` of a spec's own text
    /// keeps them (its line breaks above all).
    public static func escape(_ text: String, replacingControls: Bool) -> String {
        ScalarEscaping.escape(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            default: return replacingControls && scalar.value < 0x20 && scalar != "\t" ? "?" : nil
            }
        }
    }
}
