/// What one worker of a run keeps from file to file, passed to `Compiler.checkFile`: one file's
/// allocations are much like the last one's, so reusing them spares the allocator.
struct CheckScratch {
    /// The document builder's arenas, which each file's YAML is read into.
    var builder: DocumentBuilder
    /// A spec done with, whose arrays the next one is decoded into.
    var spareSpec: SheetSpec?
    /// The device-profile layouts met so far.
    var profileLayouts = ProfileLayoutCache()

    init(limits: YAMLLimits) {
        builder = DocumentBuilder(limits: limits)
    }
}
