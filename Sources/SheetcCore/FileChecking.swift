/// What one worker keeps from one spec file to the next while it checks them (see
/// `Compiler.checkFile(_:with:)`): the fast path's decoder and the YAML builder with their arrays, and
/// the storage of the last spec decoded. Reused, they make a worker's steady state allocate
/// almost nothing to read and decode a file. Each worker has its own (`Parallel.map(_:jobs:state:_:)`):
/// nothing here is shared between threads.
struct FileChecking {
    /// The document builder, with its arenas.
    var builder: DocumentBuilder
    /// A spec done with, whose arrays the next one is decoded into.
    var spareSpec: SheetSpec?
    /// The device-profile layouts of the `topInset`s and `placement`s met so far.
    var profileLayouts = ProfileLayoutCache()

    init(limits: YAMLLimits) {
        builder = DocumentBuilder(limits: limits)
    }
}
