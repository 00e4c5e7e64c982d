import SheetRuntime

/// `S.json`: the resolved configuration, encoded by SheetRuntime's own `Codable`
/// conformance and printed by `JSONValue` (sorted keys, two-space indent,
/// trailing newline, the same bytes on every platform).
enum ManifestEmitter {
    static func manifest(for configuration: SheetConfiguration) -> OutputFile {
        // The runtime's model encodes only strings, numbers, booleans and nulls: it cannot fail.
        let value = try! JSONValueEncoder.encode(configuration)
        return OutputFile(name: configuration.sheet + ".json", contents: value.rendered())
    }
}
