import Foundation
import Synchronization
import Trellis
import TrellisMedia

/// A server with the routes the media tests use, counting conditional
/// requests it answered with 304.
final class ServerFixture: Sendable {
  /// What the handler saw, shared with the fixture.
  final class Tally: Sendable {
    let notModified = Mutex(0)
    let conditionals = Mutex<[String]>([])
  }

  let server: LocalHTTPServer
  private let tally: Tally

  init() throws {
    let tally = Tally()
    self.tally = tally
    server = try LocalHTTPServer { request in
      let png = TestImages.png
      switch request.path {
      case "/a.png", "/b.png", "/c.png":
        return HTTPServerResponse(
          headers: ["Content-Type": "image/png", "Cache-Control": "max-age=3600"], body: png)
      case "/photo.jpg":
        return HTTPServerResponse(
          headers: ["Content-Type": "image/jpeg", "Cache-Control": "max-age=3600"],
          body: TestImages.jpeg)
      case "/etag.png":
        if let tag = request.headers["if-none-match"] {
          tally.conditionals.withLock { $0.append(tag) }
          if tag == "\"v1\"" {
            tally.notModified.withLock { $0 += 1 }
            return HTTPServerResponse(status: 304, headers: ["ETag": "\"v1\""])
          }
        }
        return HTTPServerResponse(
          headers: ["ETag": "\"v1\"", "Cache-Control": "no-cache"], body: png)
      case "/slow.png":
        return HTTPServerResponse(headers: ["Cache-Control": "no-store"], body: png, delay: 0.4)
      case "/very-slow.png":
        // Far longer than the test waits: only a real cancellation ends it in time.
        return HTTPServerResponse(body: png, delay: 60)
      case "/redirect.png":
        return HTTPServerResponse(status: 302, headers: ["Location": "/a.png"])
      case "/loop.png":
        return HTTPServerResponse(status: 302, headers: ["Location": "/loop.png"])
      case "/garbage.png":
        return HTTPServerResponse(body: Array("<html>not an image</html>".utf8))
      case "/truncated.png":
        return HTTPServerResponse(body: Array(png.prefix(png.count / 2)))
      case "/huge.png":
        return HTTPServerResponse(body: TestImages.pngClaiming(width: 100_000, height: 100_000))
      case "/error.png":
        return .text("boom", status: 500)
      default:
        return .text("not found", status: 404)
      }
    }
  }

  /// How many requests were answered `304 Not Modified`.
  var notModifiedCount: Int { tally.notModified.withLock { $0 } }
  /// The `If-None-Match` values received, in order.
  var conditionalTags: [String] { tally.conditionals.withLock { $0 } }

  func url(_ path: String) -> URL { server.url(path) }
  func count(_ path: String) -> Int { server.requestCount(for: path) }

  deinit { server.stop() }
}
