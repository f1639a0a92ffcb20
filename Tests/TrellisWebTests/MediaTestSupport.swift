import Foundation
import Logging
import Testing
import Trellis
import TrellisWeb

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real server on 127.0.0.1 for the image, theme and link tests, and the
/// HTTP and WebSocket requests a page makes.
enum MediaTestServer {

  /// A server whose sessions `start`.
  static func make(
    configuration: WebServerConfiguration = WebServerConfiguration(),
    start: @escaping WebServer.SessionStarter
  ) throws -> WebServer {
    try WebServer(
      configuration: configuration, fonts: TestFonts.chain, imagePipelines: [],
      logger: quietLogger, start: start)
  }

  /// Runs `body` with `server` on a free port.
  static func run(
    _ server: WebServer, _ body: @Sendable (WebServer, Int) async throws -> Void
  ) async throws {
    try await runTestServer(server, body)
  }

  /// A page's socket, opened from the server's own origin.
  static func connect(_ port: Int) async throws -> RawWebSocketClient {
    try await RawWebSocketClient.connect(port: port, origin: "http://127.0.0.1:\(port)")
  }

  /// The body, status and content type of `path`.
  static func get(_ path: String, port: Int) async throws -> (Data, Int, String?) {
    let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
    let (data, response) = try await URLSession.shared.data(from: url)
    let http = try #require(response as? HTTPURLResponse)
    return (data, http.statusCode, http.value(forHTTPHeaderField: "Content-Type"))
  }
}

extension RawWebSocketClient {
  /// Messages up to and including the first for which `found` is true;
  /// fails after `limit` messages without one.
  func receive(until found: (String) -> Bool, limit: Int = 40) async throws -> [String] {
    var messages: [String] = []
    while messages.count < limit {
      let message = try await receive()
      messages.append(message)
      if found(message) { return messages }
    }
    throw Failure(description: "none of \(limit) messages matched: \(messages.suffix(3))")
  }

  /// Sends the `display` message a page sends when its socket opens.
  func sendDisplay(scheme: String = "light", pixelRatio: Double = 1) async throws {
    try await send(
      #"{"v":1,"type":"display","scheme":"\#(scheme)","pixelRatio":\#(pixelRatio)}"#)
  }
}

/// The picture URLs (`/image/<token>`) in `text`, in order.
func imageSources(in text: String) -> [String] {
  text.matches(of: /"imageSrc":"(\/image\/[0-9a-f]{32})"/).map { String($0.1) }
}

/// An opaque gradient of `width` × `height` pixels.
func gradient(width: Int, height: Int, alpha: UInt8 = 255) -> PixelImage {
  var rgba: [UInt8] = []
  rgba.reserveCapacity(width * height * 4)
  for y in 0..<height {
    for x in 0..<width {
      rgba += [UInt8(x * 255 / max(1, width)), UInt8(y * 255 / max(1, height)), 128, alpha]
    }
  }
  // The byte count matches the size by construction.
  return (try? PixelImage(width: width, height: height, rgba: rgba)) ?? PixelImage.empty
}

extension PixelImage {
  fileprivate static let empty: PixelImage = {
    guard let image = try? PixelImage(width: 0, height: 0, rgba: []) else {
      fatalError("an empty image is valid")
    }
    return image
  }()
}
