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

  @Test("a view that goes before its image arrives cancels the fetch")
  func cancelsWhenGone() async {
    let pipeline = ImagePipeline()
    let url = fixture.url("/very-slow.png")
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(NetworkImage(url: url, width: 8, height: 4, pipeline: pipeline))
    // Let the controller's task start its request.
    for _ in 0..<100 { await Task.yield() }
    root.renderSynchronously(Text("gone"))
    root.invalidate()
    let started = ContinuousClock.now
    // The request was the pipeline's only one: once cancelled, a new caller starts another.
    let second = Task { try await pipeline.image(for: url) }
    second.cancel()
    _ = try? await second.value
    // The server answers after 60 s: a second caller held up by a fetch
    // that was not cancelled waits that long. The bound is half of it,
    // not a machine's speed: a loaded machine takes seconds, not 30.
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(await pipeline.requestCount >= 1)
  }
}
