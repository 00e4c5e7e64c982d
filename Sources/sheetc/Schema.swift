import ArgumentParser
import SheetcCore

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of the spec language (the bytes of Schemas/sheet-spec.schema.json).")

    func run() throws {
        Terminal.writeOut(SpecSchema.document().rendered())
    }
}
