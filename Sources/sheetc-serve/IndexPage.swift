import SheetcCore

/// `/`: every sheet of the inputs with its file and its problems (counts and codes), each sheet
/// linking its live page. It reloads itself when the inputs change, and only then: it asks `/`
/// again every second while visible and compares the page's `sheetc-index` version — a hash of
/// what the page lists — with its own (the pages themselves are pushed to). Comparing the
/// version rather than the page's markup keeps what the browser does to a page (its parsed
/// body is never the text it was sent) from reading as a change.
enum IndexPage {
    static func html(_ snapshot: Snapshot) -> String {
        var rows = ""
        for file in snapshot.files {
            let links = file.sheets.isEmpty
                ? "<span class=\"none\">no sheet checks</span>"
                : file.sheets.map { "<a href=\"sheet/\(escape($0))\">\(escape($0))</a>" }.joined(separator: " ")
            var problems = "<span class=\"ok\">no problems</span>"
            if file.errors + file.warnings > 0 {
                var counts: [String] = []
                if file.errors > 0 { counts.append("\(file.errors) error\(file.errors == 1 ? "" : "s")") }
                if file.warnings > 0 { counts.append("\(file.warnings) warning\(file.warnings == 1 ? "" : "s")") }
                problems = "<details><summary class=\"\(file.errors > 0 ? "error" : "warning")\">\(counts.joined(separator: ", ")): "
                    + file.codes.map { "<code>\(escape($0))</code>" }.joined(separator: " ")
                    + "</summary><pre>\(escape(file.text))</pre></details>"
            }
            rows += "<tr><td class=\"file\">\(escape(file.path))</td><td>\(links)</td><td>\(problems)</td></tr>\n"
        }
        let inputProblems = snapshot.problems.isEmpty ? "" : "<pre class=\"problems error\">\(escape(snapshot.problems.joined()))</pre>"
        let version = version(of: inputProblems + rows)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>sheetc serve</title>
            <meta name="sheetc-index" content="\(version)">
            <link rel="icon" href="/favicon.ico" type="image/svg+xml">
            <style>
            :root { color-scheme: light dark; font: 15px/1.45 -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
            body { margin: 0 auto; max-width: 1100px; padding: 24px; }
            h1 { font-size: 22px; margin: 0 0 4px; }
            p.lead { margin: 0 0 20px; opacity: .7; }
            table { border-collapse: collapse; width: 100%; }
            th, td { text-align: left; vertical-align: top; padding: 10px 12px; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
            th { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; opacity: .6; }
            td.file { font-family: ui-monospace, Menlo, monospace; font-size: 13px; }
            a { display: inline-block; margin: 0 8px 4px 0; padding: 3px 10px; border-radius: 999px; background: #0A84FF; color: #fff; text-decoration: none; font-weight: 600; }
            .ok { color: #248A3D; } .error { color: #D70015; } .warning { color: #B25000; } .none { opacity: .6; }
            @media (prefers-color-scheme: dark) { .ok { color: #30D158; } .error { color: #FF6961; } .warning { color: #FFB340; } }
            summary { cursor: pointer; font-weight: 600; }
            pre { font: 12px/1.4 ui-monospace, Menlo, monospace; white-space: pre-wrap; margin: 8px 0 0; }
            </style>
            </head>
            <body>
            <h1>sheetc serve</h1>
            <p class="lead">Every sheet of the inputs. Open one to play with it; save its spec and the page follows.</p>
            \(inputProblems)
            <table>
            <thead><tr><th>Spec file</th><th>Sheets</th><th>Problems</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>
            <script>
            // The index follows the inputs too: asked again every second while it is visible, and
            // reloaded when what it lists changed (its version), not otherwise.
            const version = document.querySelector('meta[name="sheetc-index"]').content;
            setInterval(async () => {
              if (document.hidden || document.querySelector("details[open]")) return;
              try {
                const text = await (await fetch(location.href, { cache: "no-store" })).text();
                const meta = new DOMParser().parseFromString(text, "text/html").querySelector('meta[name="sheetc-index"]');
                if (meta && meta.content !== version) location.reload();
              } catch (error) { /* the server stopped: keep what is shown */ }
            }, 1000);
            </script>
            </body>
            </html>

            """
    }

    /// A short name for `text`: 64-bit FNV-1a, in hex (a change detector, not a secret).
    static func version(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The icon browsers ask for at `/favicon.ico`: a sheet rising over a screen, as SVG.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="4" y="2" width="24" height="28" rx="5" fill="#8E8E93"/>\
        <path d="M4 16h24v9a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" fill="#0A84FF"/><rect x="13" y="18" width="6" height="2" rx="1" fill="#fff"/></svg>

        """

    /// Text for HTML (element content and quoted attributes); a spec's text keeps its line breaks.
    static func escape(_ text: String) -> String {
        MarkupEscaping.escape(text, replacingControls: false)
    }
}
