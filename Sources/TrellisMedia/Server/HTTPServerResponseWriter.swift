/// Writes an ``HTTPServerResponse`` on a ``ServerConnection``: the status
/// line, the headers (with `Content-Length` or chunked encoding, and
/// `Connection: close`) and the body — whole, truncated, or endless until
/// the client hangs up or the connection's deadline passes.
struct HTTPServerResponseWriter {
  let response: HTTPServerResponse
  /// The request's method: a `HEAD` gets no body.
  let method: String

  /// Sends the response; stops early when the client went or the
  /// deadline passed. True when all of it was sent (an endless body never
  /// is).
  func send(on connection: ServerConnection) -> Bool {
    if let endless = response.endlessBody, method != "HEAD" {
      sendEndless(endless, on: connection)
      return false
    }
    let body = method == "HEAD" ? [] : response.body
    let length = "Content-Length: \(response.body.count)\r\n"
    guard connection.write(head(framing: length)) else { return false }
    return connection.write(body.prefix(response.truncatedTo ?? body.count))
  }

  private func sendEndless(
    _ endless: HTTPServerResponse.EndlessBody, on connection: ServerConnection
  ) {
    // Repeated up to about 64 KiB a write, so a write is not a byte.
    let repeats = max(1, 65_536 / endless.chunk.count)
    let block = Array([[UInt8]](repeating: endless.chunk, count: repeats).joined())
    let framed: [UInt8]
    if let declared = endless.declaredLength {
      guard connection.write(head(framing: "Content-Length: \(declared)\r\n")) else { return }
      framed = block
    } else {
      guard connection.write(head(framing: "Transfer-Encoding: chunked\r\n")) else { return }
      framed = Array(String(block.count, radix: 16).utf8) + [13, 10] + block + [13, 10]
    }
    while connection.write(framed) {}
  }

  private func head(framing: String) -> [UInt8] {
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += framing + "Connection: close\r\n\r\n"
    return Array(head.utf8)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}
