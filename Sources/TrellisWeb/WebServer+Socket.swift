import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import Trellis

extension WebServer {
  /// Upgrades a request for `/socket` from the server's own page; refuses
  /// anything else. The session's socket tasks run on the connection's
  /// `eventLoop` (see ``EventLoopTaskExecutor``).
  func upgrade(
    _ request: HTTPRequest, port: Int, eventLoop: any EventLoop,
    closeConnection: @escaping @Sendable () -> Void
  ) async throws
    -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
  {
    let check = OriginCheck(
      boundHost: configuration.host, port: port,
      allowedOrigins: configuration.allowedOrigins)
    guard request.path == "/socket",
      check.allows(origin: request.headerFields[.origin], authority: request.authority)
    else {
      logger.notice("WebSocket refused: wrong path or origin")
      return .dontUpgrade
    }
    let executor = EventLoopTaskExecutor(eventLoop)
    return .upgrade([:]) { [self] inbound, outbound, _ in
      await withTaskExecutorPreference(executor) {
        await serve(inbound: inbound, outbound: outbound, closeConnection: closeConnection)
      }
    }
  }

  /// Runs one tab's session until its socket closes, then frees it; says
  /// so (and why, when a limit ended it) once the session itself is gone.
  private func serve(
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
    closeConnection: @escaping @Sendable () -> Void
  ) async {
    let queue = OutgoingQueue(
      limit: configuration.limits.maximumQueuedBytes, now: clock.now,
      closeConnection: closeConnection)
    guard let (id, reason) = await runSession(inbound: inbound, outbound: outbound, queue: queue)
    else { return }
    if let reason { sessionEventSink.yield(.ended(id, reason: reason)) }
    sessionEventSink.yield(.closed(id))
  }

  /// Opens a session, runs it and frees it; returns its id and the limit
  /// that ended it, if one did, or nil for a tab past
  /// ``WebSessionLimits/maximumSessions``, which is told so and closed.
  private func runSession(
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, queue: OutgoingQueue
  ) async -> (SessionID, WebSessionLimitError?)? {
    let limits = configuration.limits
    guard let session = await openSession(queue: queue) else {
      let refusal = WebSessionLimitError.tooManySessions(limit: limits.maximumSessions)
      logger.notice("WebSocket refused: \(limits.maximumSessions) sessions open")
      try? await outbound.write(.text(ErrorMessage.encode(refusal)))
      try? await outbound.close(.unknown(1013), reason: "too many sessions")
      return nil
    }
    var ending: (WebSocketErrorCode, WebSessionLimitError)?
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.write(queue, to: outbound, for: session) }
      ending = await receive(inbound, in: session, queue: queue)
      // A stalled page's connection is closed: what was queued for it is
      // not written, and a write waiting on it is cancelled.
      if queue.stalled { group.cancelAll() }
      queue.finish()
      await group.waitForAll()
    }
    if let (code, reason) = ending { try? await outbound.close(code, reason: reason.code) }
    await sessions.remove(session.id)
    if queue.stalled { return (session.id, .stalled(timeout: limits.stalledPageTimeout)) }
    return (session.id, ending?.1)
  }

  /// Writes the queue's messages until it finishes or the socket fails; when
  /// the queue drains after dropping, has the host send the tree afresh.
  private func write(
    _ queue: OutgoingQueue, to outbound: WebSocketOutboundWriter, for session: WebSession
  ) async {
    for await message in queue.messages {
      do {
        try await outbound.write(.text(message))
      } catch {
        queue.finish()
        return
      }
      if queue.written(message) { await resynchronize(session, queue: queue) }
    }
  }

  /// Reads the page's messages within the session's rate; returns the close
  /// code and reason when the session must end for what the page did.
  private func receive(
    _ inbound: WebSocketInboundStream, in session: WebSession, queue: OutgoingQueue
  ) async -> (WebSocketErrorCode, WebSessionLimitError)? {
    let limits = configuration.limits
    var limiter = MessageRateLimiter(limits: limits)
    do {
      for try await message in inbound.messages(maxSize: WireFormat.maximumClientMessageBytes) {
        // The stream measures only the frames after a message's first: a
        // message in one frame (up to maximumClientFrameBytes) is measured
        // here, and refused as one split into frames is.
        guard message.byteCount <= WireFormat.maximumClientMessageBytes else {
          return refuseTooLargeMessage(queue: queue)
        }
        switch limiter.admit() {
        case .accept:
          await receive(message, in: session, reply: queue)
        case .refuse(let answer):
          guard answer else { continue }
          queue.offer(
            ErrorMessage.encode(
              WebSessionLimitError.rateLimited(
                messagesPerSecond: limits.messagesPerSecond, burst: limits.messageBurst)))
        case .close(let refused):
          let error = WebSessionLimitError.flooding(refused: refused)
          queue.offer(ErrorMessage.encode(error))
          logger.notice("WebSocket closed: flooding")
          return (.policyViolation, error)
        }
      }
    } catch {
      logger.notice("WebSocket closed: \(error)")
      // A message past the size limit in frames adding up past it (the
      // message stream's error), or a frame past maximumClientFrameBytes
      // (the frame decoder's, if it reaches here); both carry 1009.
      if closeCode(of: error) == .messageTooLarge { return refuseTooLargeMessage(queue: queue) }
    }
    return nil
  }

  /// Tells the page its message was past
  /// ``WireFormat/maximumClientMessageBytes``; the session closes with 1009.
  private func refuseTooLargeMessage(
    queue: OutgoingQueue
  ) -> (WebSocketErrorCode, WebSessionLimitError) {
    let error = WebSessionLimitError.messageTooLarge(limit: WireFormat.maximumClientMessageBytes)
    queue.offer(ErrorMessage.encode(error))
    return (.messageTooLarge, error)
  }

  /// The WebSocket close code an error from the socket's inbound stream
  /// stands for, if it names one: the stream's own errors carry the code
  /// they close with (its error type is not public, so it is read by
  /// reflection), and the frame decoder's too-long frame means 1009.
  private func closeCode(of error: any Error) -> WebSocketErrorCode? {
    if case NIOWebSocketError.invalidFrameLength = error { return .messageTooLarge }
    return Mirror(reflecting: error).children.lazy.compactMap { $0.value as? WebSocketErrorCode }
      .first
  }

  @MainActor private func openSession(queue: OutgoingQueue) -> WebSession? {
    guard sessions.sessions.count < configuration.limits.maximumSessions else { return nil }
    let host = WebHost(
      size: configuration.initialSize, environment: .webPixels(measurer: measurer)
    ) { message in queue.offer(message) }
    let session = WebSession(
      id: SessionID(), host: host, outgoing: queue, themes: configuration.themes,
      resources: resources)
    sessions.add(session)
    sessionEventSink.yield(.opened(session.id))
    start(session)
    return session
  }

  /// Decodes, checks and applies one message; a bad one is answered with an
  /// `error` message and the session goes on.
  private func receive(
    _ message: WebSocketMessage, in session: WebSession, reply: OutgoingQueue
  ) async {
    let bytes: [UInt8]
    switch message {
    case .text(let text): bytes = Array(text.utf8)
    case .binary(let buffer): bytes = Array(buffer.readableBytesView)
    }
    do {
      let decoded = try ClientMessageDecoder.decode(bytes)
      if case .resize(let size) = decoded {
        let limit = configuration.limits.maximumViewportSize
        guard size.width <= limit.width, size.height <= limit.height else {
          throw WebSessionLimitError.viewportTooLarge(size, limit: limit)
        }
      }
      try await apply(decoded, to: session, limits: configuration.limits)
    } catch {
      reply.offer(ErrorMessage.encode(error))
    }
  }
}

/// Applies a decoded message on the main actor, where the session lives,
/// unless it would type past ``WebSessionLimits/maximumFieldTextBytes``.
@MainActor private func apply(
  _ message: ClientMessage, to session: WebSession, limits: WebSessionLimits
) throws {
  if case .key(let press, let text) = message, case .character(let character) = press.key,
    let focused = session.host.tree.focusedView,
    let field = session.host.tree.node(focused),
    field.kind == .textField || field.kind == .textArea,
    field.value.utf8.count + (text ?? String(character)).utf8.count > limits.maximumFieldTextBytes
  {
    throw WebSessionLimitError.fieldTextTooLong(limit: limits.maximumFieldTextBytes)
  }
  try session.apply(message)
}

/// Has the session's host send its whole tree, once the page has read what
/// was queued before the queue overflowed.
@MainActor private func resynchronize(_ session: WebSession, queue: OutgoingQueue) {
  queue.resume()
  session.host.resynchronize()
}

/// The wire format's `error` message: the refusal's `"code"` (its case's
/// name) and `"error"`, its description.
enum ErrorMessage {
  static func encode(_ error: any Error) -> String {
    let description = String(describing: error)
    let code =
      (error as? WebSessionLimitError)?.code
      ?? String(description.prefix { $0.isLetter || $0.isNumber }.prefix(64))
    var writer = JSONWriter()
    writer.raw("{\"v\":\(WireFormat.version),\"type\":\"error\",\"code\":")
    writer.string(code)
    writer.raw(",\"error\":")
    writer.string(String(description.prefix(512)))
    writer.raw("}")
    return writer.text
  }
}

extension WebSocketMessage {
  /// The message's length in bytes, as it came over the socket.
  fileprivate var byteCount: Int {
    switch self {
    case .text(let text): text.utf8.count
    case .binary(let buffer): buffer.readableBytes
    }
  }
}
