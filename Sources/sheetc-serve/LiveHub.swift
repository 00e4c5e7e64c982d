import FlyingFox
import Foundation

/// The open pages, each listening on a WebSocket for its sheet: when the inputs change, each is
/// sent what it should show now (`SheetStatus`) if that differs from what it was sent last — a
/// new manifest to swap in, or the diagnostics to show over the last good sheet.
actor LiveHub {
    private struct Listener {
        var sheet: String
        var continuation: AsyncStream<WSMessage>.Continuation
        var sent: SheetStatus?
    }

    private var listeners: [UUID: Listener] = [:]
    private var snapshot: Snapshot

    init(snapshot: Snapshot) {
        self.snapshot = snapshot
    }

    var current: Snapshot { snapshot }

    /// A new state of the inputs: every page whose sheet now shows something else is told.
    func publish(_ new: Snapshot) {
        snapshot = new
        for id in listeners.keys { send(to: id) }
    }

    /// A page opened its socket: it is told at once what to show.
    func add(_ id: UUID, sheet: String, continuation: AsyncStream<WSMessage>.Continuation) {
        listeners[id] = Listener(sheet: sheet, continuation: continuation)
        send(to: id)
    }

    func remove(_ id: UUID) {
        listeners[id]?.continuation.finish()
        listeners[id] = nil
    }

    private func send(to id: UUID) {
        guard var listener = listeners[id] else { return }
        let status = snapshot.status(of: listener.sheet)
        guard status != listener.sent else { return }
        listener.sent = status
        listeners[id] = listener
        listener.continuation.yield(.text(Self.message(status)))
    }

    /// The message: `{"kind": "manifest", "manifest": "…", "drawing": "…"}` or `{"kind": "problems",
    /// "text": "…", "codes": […]}`.
    static func message(_ status: SheetStatus) -> String {
        struct Message: Encodable {
            var kind: String
            var manifest: String?
            var drawing: String?
            var text: String?
            var codes: [String]?
        }
        let message = switch status {
        case .good(let manifest, let drawing): Message(kind: "manifest", manifest: manifest, drawing: drawing)
        case .broken(let text, let codes): Message(kind: "problems", text: text, codes: codes)
        }
        let data = (try? JSONEncoder().encode(message)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// One page's WebSocket: what the hub sends goes out; what the page sends is ignored, and its
/// closing removes it.
struct LiveSocket: WSMessageHandler {
    var sheet: String
    var hub: LiveHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let id = UUID()
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
        await hub.add(id, sheet: sheet, continuation: continuation)
        let hub = hub
        Task {
            for await _ in client {}
            await hub.remove(id)
        }
        return messages
    }
}
