import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Trellis

extension WebServer {
  /// Upgrades a request for `/socket` from the server's own page; refuses
  /// anything else.
  func upgrade(_ request: HTTPRequest, port: Int) async throws
    -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
  {
    let check = OriginCheck(boundHost: configuration.host, port: port)
    guard request.path == "/socket",
      check.allows(origin: request.headerFields[.origin], authority: request.authority)
    else {
      logger.notice("WebSocket refused: wrong path or origin")
      return .dontUpgrade
    }
    return .upgrade([:]) { [self] inbound, outbound, _ in
      await serve(inbound: inbound, outbound: outbound)
    }
  }

  /// Runs one tab's session until its socket closes, then frees it.
  private func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    let (messages, sink) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    let session = await openSession(sink: sink)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await message in messages {
          try? await outbound.write(.text(message))
        }
      }
      do {
        for try await message in inbound.messages(maxSize: WireFormat.maximumClientMessageBytes) {
          await receive(message, in: session, reply: sink)
        }
      } catch {
        logger.notice("WebSocket closed: \(error)")
      }
      sink.finish()
      await group.waitForAll()
    }
    await sessions.remove(session.id)
    sessionEventSink.yield(.closed(session.id))
  }

  @MainActor private func openSession(sink: AsyncStream<String>.Continuation) -> WebSession {
    let host = WebHost(
      size: configuration.initialSize, environment: .webPixels(measurer: measurer)
    ) { message in sink.yield(message) }
    let session = WebSession(
      id: SessionID(), host: host, themes: configuration.themes, resources: resources)
    sessions.add(session)
    sessionEventSink.yield(.opened(session.id))
    start(session)
    return session
  }

  /// Decodes and applies one message; a bad one is answered with an
  /// `error` message and the session goes on.
  private func receive(
    _ message: WebSocketMessage, in session: WebSession,
    reply: AsyncStream<String>.Continuation
  ) async {
    let bytes: [UInt8]
    switch message {
    case .text(let text): bytes = Array(text.utf8)
    case .binary(let buffer): bytes = Array(buffer.readableBytesView)
    }
    do {
      let decoded = try ClientMessageDecoder.decode(bytes)
      try await apply(decoded, to: session)
    } catch {
      reply.yield(ErrorMessage.encode(String(describing: error)))
    }
  }
}

/// Applies a decoded message on the main actor, where the session lives.
@MainActor private func apply(_ message: ClientMessage, to session: WebSession) throws {
  try session.apply(message)
}

/// The wire format's `error` message.
enum ErrorMessage {
  static func encode(_ description: String) -> String {
    var writer = JSONWriter()
    writer.raw("{\"v\":\(WireFormat.version),\"type\":\"error\",\"error\":")
    writer.string(String(description.prefix(512)))
    writer.raw("}")
    return writer.text
  }
}
