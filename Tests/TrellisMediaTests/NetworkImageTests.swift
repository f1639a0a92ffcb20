import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTesting

@MainActor
@Suite("NetworkImage in a headless host", .serialized)
struct NetworkImageTests {
  let fixture: ServerFixture

  init() throws {
    fixture = try ServerFixture()
  }

  /// The attributes of the first image view in the host.
  func imageAttributes(_ host: HeadlessHost) -> Attributes? {
    var stack = [host.rootView]
    while let id = stack.popLast() {
      guard let node = host.tree.node(id) else { continue }
      if node.kind == .image { return node.attributes }
      stack += node.children
    }
    return nil
  }

  @Test("shows the placeholder, then the image downscaled to the view")
  func loads() async throws {
    let pipeline = ImagePipeline()
    let url = fixture.url("/c.png")
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(NetworkImage(url: url, width: 8, height: 4, pipeline: pipeline))
    #expect(imageAttributes(host)?[.imagePlaceholder] == "…")
    // Awaits the image's controller (its fetch), then renders its result.
    await root.settle()
    let pixels = try #require(imageAttributes(host)?[.imagePixels])
    #expect(pixels.width == 8 && pixels.height == 4)
    #expect(fixture.count("/c.png") == 1)
  }

  @Test("two images written in one Stack need no keys and report no sibling issue")
  func twoWrittenImagesNeedNoKeys() async throws {
    let pipeline = ImagePipeline()
    let host = HeadlessHost(size: Size(width: 20, height: 10))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      Stack {
        NetworkImage(url: fixture.url("/c.png"), width: 8, height: 4, pipeline: pipeline)
        NetworkImage(url: fixture.url("/c.png"), width: 8, height: 4, pipeline: pipeline)
      })
    await root.settle()
    #expect(root.issues.isEmpty)
  }

  @Test("an image in the memory cache shows on the first frame")
  func cachedFirstFrame() async throws {
    let pipeline = ImagePipeline()
    let url = fixture.url("/a.png")
    _ = try await pipeline.image(for: url, fitting: PixelSize(width: 8, height: 8))
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(NetworkImage(url: url, width: 8, height: 4, pipeline: pipeline))
    #expect(imageAttributes(host)?[.imagePixels] != nil)
  }

  @Test("an HTTP error shows an error image saying what went wrong")
  func errorImage() async {
    let pipeline = ImagePipeline()
    let url = fixture.url("/missing.png")
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(NetworkImage(url: url, width: 12, height: 4, pipeline: pipeline))
    // Awaits the image's controller (its fetch), then renders its result.
    await root.settle()
    #expect(imageAttributes(host)?[.altText] == "✕ HTTP 404")
  }
}
