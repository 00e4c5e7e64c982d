import FlyingFox
import Foundation
import SheetcCore

/// What the server answers, and only this (no file is read by a request's path, so no path
/// reaches outside the inputs):
///
/// - `/` — the index: every sheet of the inputs, its file and its problems;
/// - `/sheet/<Name>` — the sheet's live playground page (with the inputs' other sheets in it, to
///   push onto it);
/// - `/favicon.ico` — the icon every browser asks for (an SVG);
/// - `/live/<Name>?file=<path>` — the page's WebSocket (`LiveHub`), following the sheet in
///   the file the page was drawn from;
/// - anything else, or a sheet never seen — 404; a foreign `Host`, or a WebSocket opened from
///   a foreign `Origin` — 403 (`HostCheck`).
struct Routes: HTTPHandler {
    var hub: LiveHub
    var device: String
    var hosts: HostCheck

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let host = request.headers[.host], hosts.allows(host: host) else {
            return Self.text(.forbidden, "403: sheetc serve answers only requests for its own address (a loopback name, or the address --host gave)\n")
        }
        guard request.method == .GET || request.method == .HEAD else { return Self.text(.methodNotAllowed, "GET only\n") }
        let path = request.path
        let snapshot = await hub.current
        if path == "/" || path == "/index.html" {
            return Self.html(IndexPage.html(snapshot))
        }
        if path == "/favicon.ico" {
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=86400"],
                                body: Data(IndexPage.icon.utf8))
        }
        if let name = Self.sheetName(in: path, after: "/sheet/"), let sheet = snapshot.page(of: name) {
            var context = PlaygroundPage.Context(device: device)
            context.sheets = sheet.siblings
            context.links = .served
            context.live = true
            context.liveFile = sheet.file
            context.stack = snapshot.stackSheets(besides: name)
            return Self.html(PlaygroundPage.page(of: sheet.configuration, in: context).contents)
        }
        if let name = Self.sheetName(in: path, after: "/live/") {
            let file = request.query.first { $0.name == "file" }?.value ?? snapshot.page(of: name)?.file
            guard let file, snapshot.lastGood[SheetKey(file: file, sheet: name)] != nil else { return Self.notFound }
            if let origin = request.headers[HTTPHeader("Origin")], !hosts.allows(origin: origin, host: host) {
                return Self.text(.forbidden, "403: a page of another origin may not open this server's WebSocket\n")
            }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveSocket(key: SheetKey(file: file, sheet: name), hub: hub)))
                .handleRequest(request)
        }
        return Self.notFound
    }

    static let notFound = text(.notFound, "404: not one of the pages sheetc serve shows. The index is at /.\n")

    /// The sheet name after `prefix`, when the rest is one (an identifier: no `/`, `.` or `%`).
    static func sheetName(in path: String, after prefix: String) -> String? {
        guard path.hasPrefix(prefix) else { return nil }
        let name = path.dropFirst(prefix.count)
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return String(name)
    }

    static func html(_ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok,
                     headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: Data(text.utf8))
    }

    static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}
