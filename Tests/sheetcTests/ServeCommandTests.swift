import Foundation
import Testing

/// `sheetc serve` runs `sheetc-serve` from beside the `sheetc` binary (the server's behaviour
/// end to end, in a browser, is Tests/Browser/serve_test.py's).
struct ServeCommandTests {
    @Test func serveRunsTheServerBesideSheetc() throws {
        let output = try SheetcProcess.run(["serve", "--help"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("USAGE: sheetc serve [<inputs> ...] [--port <port>] [--host <host>]"))
    }

    @Test(arguments: [
        (["--port", "0"], "--port must be from 1 to 65535, not 0"),
        (["--host", "example.com"], "--host must be a numeric IPv4 or IPv6 address, not 'example.com'"),
        (["--device", "nokia-3310"], "unknown device profile 'nokia-3310'"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let output = try SheetcProcess.run(["serve"] + arguments, timeLimit: 10)
        #expect(output.status == 64)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }
}
