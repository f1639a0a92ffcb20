import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisWeb

/// Pictures at a size, and a button that takes them away.
private struct PictureScreen: StatefulComponent {
  let pictures: [PixelImage]
  var width = 20.0
  var height = 15.0

  func initialState() -> Bool { true }

  func body(state: Bool, scope: Scope<Bool>) -> some Component {
    Stack(alignment: .start) {
      if state {
        ForEach(Array(pictures.indices)) { [pictures, width, height] index in
          Image(pixels: pictures[index], altText: "Picture \(index + 1)")
            .frame(width: .points(width), height: .points(height)).key(index)
        }
      }
      Button("Hide") { scope.mutate { $0 = false } }
    }
  }
}

/// Images as real `<img>` elements: their pictures served by the server
/// from its own origin, under unguessable URLs that live as long as their
/// views, within limits.
@Suite("Web images", .serialized)
struct WebImageTests {
  private static func decode(_ data: Data) throws -> PixelImage {
    try ImageDecoder().decode([UInt8](data))
  }

  @Test("an image view's picture is served at its frame × the page's pixel ratio, as PNG")
  func pictureServedAtPixelRatio() async throws {
    let screen = PictureScreen(pictures: [gradient(width: 80, height: 60)])
    let webServer = try MediaTestServer.make(start: { $0.root.renderSynchronously(screen) })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let first = try await client.receive(until: { !imageSources(in: $0).isEmpty })
      let atOne = try #require(imageSources(in: first.joined()).first)
      #expect(!first.joined().contains("imagePixels"))
      let (data, status, type) = try await MediaTestServer.get(atOne, port: port)
      #expect(status == 200)
      #expect(type == "image/png")
      let picture = try Self.decode(data)
      #expect((picture.width, picture.height) == (20, 15))

      try await client.sendDisplay(pixelRatio: 2)
      let patch = try await client.receive(until: { !imageSources(in: $0).isEmpty })
      let atTwo = try #require(imageSources(in: patch.joined()).first)
      #expect(atTwo != atOne)
      let sharper = try Self.decode(try await MediaTestServer.get(atTwo, port: port).0)
      #expect((sharper.width, sharper.height) == (40, 30))
      #expect(try await MediaTestServer.get(atOne, port: port).1 == 404)
      try await client.close()
    }
  }

  @Test("a large opaque picture is served as JPEG, one with transparency as PNG")
  func contentTypeByPicture() async throws {
    let screen = PictureScreen(
      pictures: [gradient(width: 400, height: 300), gradient(width: 400, height: 300, alpha: 128)],
      width: 200, height: 150)
    let webServer = try MediaTestServer.make(start: { $0.root.renderSynchronously(screen) })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive(until: { imageSources(in: $0).count == 2 })
      let sources = imageSources(in: journal.joined())
      let (opaque, _, opaqueType) = try await MediaTestServer.get(sources[0], port: port)
      #expect(opaqueType == "image/jpeg")
      let picture = try Self.decode(opaque)
      #expect((picture.width, picture.height) == (200, 150))
      #expect(try await MediaTestServer.get(sources[1], port: port).2 == "image/png")
      try await client.close()
    }
  }

  @Test("a picture's URL answers 404 once its view left the tree, and after the session closed")
  func picturesFreedWithViewsAndSessions() async throws {
    let screen = PictureScreen(pictures: [gradient(width: 8, height: 6)])
    let webServer = try MediaTestServer.make(start: { $0.root.renderSynchronously(screen) })
    try await MediaTestServer.run(webServer) { server, port in
      var events = server.sessionEvents.makeAsyncIterator()
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive(until: { !imageSources(in: $0).isEmpty }).joined()
      let source = try #require(imageSources(in: journal).first)
      #expect(try await MediaTestServer.get(source, port: port).1 == 200)
      let button = try #require(journal.firstMatch(of: /\["create",(\d+),"button"/)?.1)
      try await client.send(#"{"v":1,"type":"activate","view":\#(button)}"#)
      // The view leaves the tree (it may be kept for reuse, or destroyed).
      _ = try await client.receive(until: {
        $0.contains(#"["remove","#) || $0.contains(#"["destroy","#)
      })
      #expect(try await MediaTestServer.get(source, port: port).1 == 404)

      let second = try await MediaTestServer.connect(port)
      let other = try await second.receive(until: { !imageSources(in: $0).isEmpty }).joined()
      let otherSource = try #require(imageSources(in: other).first)
      _ = await events.next()
      _ = await events.next()
      try await second.close()
      _ = await events.next()
      #expect(try await MediaTestServer.get(otherSource, port: port).1 == 404)
      try await client.close()
    }
  }

  @Test("unknown, malformed and expired tokens are 404")
  func unknownTokensNotFound() async throws {
    let webServer = try MediaTestServer.make(start: { _ in })
    try await MediaTestServer.run(webServer) { _, port in
      for path in [
        "/image/" + String(repeating: "0", count: 32), "/image/xyz",
        "/image/" + String(repeating: "0", count: 31),
        "/image/" + String(repeating: "A", count: 32),
        "/theme/" + String(repeating: "f", count: 32) + ".css",
        "/theme/trellis.css",
      ] {
        let status = try await MediaTestServer.get(path, port: port).1
        #expect(status == 404, "\(path)")
      }
    }
  }

  @Test("past the session's image limit a view shows why it has no picture")
  func imageCountLimit() async throws {
    let screen = PictureScreen(pictures: (0..<3).map { _ in gradient(width: 4, height: 3) })
    let configuration = WebServerConfiguration(
      imageLimits: WebImageLimits(maximumImagesPerSession: 2))
    let webServer = try MediaTestServer.make(
      configuration: configuration, start: { $0.root.renderSynchronously(screen) }
    )
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive(until: { $0.contains("imageError") }).joined()
      #expect(imageSources(in: journal).count == 2)
      #expect(journal.contains(#""imageError":"✕ Picture 3 (too many images)""#))
      try await client.close()
    }
  }

  @Test("an image file that already fits is served as its own bytes")
  func fileServedAsItsBytes() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("webmedia-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("picture.png")
    let bytes = try PNGEncoder.encode(gradient(width: 10, height: 8, alpha: 200))
    try Data(bytes).write(to: file)
    let path = file.path
    let webServer = try MediaTestServer.make(start: { session in
      session.root.renderSynchronously(
        Image(file: path, altText: "File").frame(width: .points(10), height: .points(8)))
    })
    try await MediaTestServer.run(webServer) { _, port in
      let client = try await MediaTestServer.connect(port)
      let journal = try await client.receive(until: { !imageSources(in: $0).isEmpty }).joined()
      let source = try #require(imageSources(in: journal).first)
      let (data, status, type) = try await MediaTestServer.get(source, port: port)
      #expect(status == 200)
      #expect(type == "image/png")
      #expect([UInt8](data) == bytes)
      try await client.close()
    }
  }
}
