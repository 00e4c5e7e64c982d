/// Bounds on what one spec file may cost to read. Each is far above any real
/// sheet spec (a few dozen nodes, a kilobyte or two) and far below what could
/// exhaust memory or time; exceeding one is a diagnostic, never a crash or a hang.
public struct YAMLLimits: Hashable, Sendable {
    /// Largest file read, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of mappings and sequences.
    public var maxDepth: Int
    /// Most nodes one document may hold once every alias is expanded.
    public var maxNodesPerDocument: Int
    /// Most documents in one file.
    public var maxDocuments: Int

    public init(maxFileSize: Int, maxDepth: Int, maxNodesPerDocument: Int, maxDocuments: Int) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxNodesPerDocument = maxNodesPerDocument
        self.maxDocuments = maxDocuments
    }

    public static let `default` = YAMLLimits(
        maxFileSize: 1 << 20, maxDepth: 64, maxNodesPerDocument: 10_000, maxDocuments: 1_000)
}
