import ArgumentParser
import SheetcCore

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",  // named, not derived: deriving it looks the type's name up at every start-up
        abstract: "Print the JSON Schema of the spec language (the bytes of Schemas/sheet-spec.schema.json).")

    func run() throws {
        Terminal.writeOut(SpecSchema.document().rendered())
    }
}
