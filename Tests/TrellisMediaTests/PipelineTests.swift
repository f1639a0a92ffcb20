import Foundation
import Testing
import Trellis
import TrellisMedia

@Suite("Image pipeline against a local server")
struct PipelineTests {
  let fixture: ServerFixture

  init() throws {
    fixture = try ServerFixture()
  }

  func pipeline(disk: URL? = nil, timeout: Double = 5) -> ImagePipeline {
    ImagePipeline(
      client: HTTPClient(timeout: timeout), diskCache: disk.map { DiskCache(directory: $0) })
  }

  @Test("an image is fetched, decoded and downscaled to the size asked")
  func fetches() async throws {
    let image = try await pipeline().image(
      for: fixture.url("/a.png"), fitting: PixelSize(width: 8, height: 8))
    #expect(image.width == 8 && image.height == 4)
    let jpeg = try await pipeline().image(for: fixture.url("/photo.jpg"))
    #expect(jpeg.width == 64 && jpeg.height == 48)
  }

  @Test("the memory cache answers a second request without the server")
  func memoryHit() async throws {
    let pipeline = pipeline()
    let size = PixelSize(width: 8, height: 8)
    _ = try await pipeline.image(for: fixture.url("/a.png"), fitting: size)
    _ = try await pipeline.image(for: fixture.url("/a.png"), fitting: size)
    #expect(pipeline.cachedImage(for: fixture.url("/a.png"), fitting: size) != nil)
    #expect(fixture.count("/a.png") == 1)
  }

  @Test("many callers of one URL at once share one request")
  func deduplicates() async throws {
    let pipeline = pipeline()
    let url = fixture.url("/slow.png")
    try await withThrowingTaskGroup(of: PixelImage.self) { group in
      for index in 0..<20 {
        group.addTask {
          try await pipeline.image(for: url, fitting: PixelSize(width: index + 1, height: 8))
        }
      }
      var count = 0
      for try await _ in group { count += 1 }
      #expect(count == 20)
    }
    #expect(fixture.count("/slow.png") == 1)
    #expect(await pipeline.requestCount == 1)
  }

  @Test("a cancelled caller stops waiting at once; the others still get the image")
  func cancellation() async throws {
    let pipeline = pipeline()
    let url = fixture.url("/slow.png")
    let cancelled = Task { try await pipeline.image(for: url) }
    let kept = Task { try await pipeline.image(for: url, fitting: PixelSize(width: 4, height: 4)) }
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    let image = try await kept.value
    #expect(image.width == 4)
    #expect(fixture.count("/slow.png") == 1)
  }

  @Test("when every caller is cancelled the request is cancelled too")
  func cancelsRequest() async throws {
    let pipeline = pipeline()
    let task = Task { try await pipeline.image(for: fixture.url("/very-slow.png")) }
    task.cancel()
    // No clock: the server answers after 60 s and the client gives up
    // after 5, so only the cancellation itself ends the task with
    // CancellationError (an image or a timeout is a failure), however
    // slow the machine.
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test("a stale disk entry is revalidated with its ETag; 304 reuses the body")
  func revalidates() async throws {
    let folder = TestImages.temporaryFolder()
    let url = fixture.url("/etag.png")
    _ = try await pipeline(disk: folder).image(for: url)
    // A new pipeline on the same folder: an app restart.
    let image = try await pipeline(disk: folder).image(for: url)
    #expect(image == TestImages.pngImage)
    #expect(fixture.count("/etag.png") == 2)
    #expect(fixture.conditionalTags == ["\"v1\""])
    #expect(fixture.notModifiedCount == 1)
  }

  @Test("a fresh disk entry survives a restart and needs no request")
  func diskSurvivesRestart() async throws {
    let folder = TestImages.temporaryFolder()
    _ = try await pipeline(disk: folder).image(for: fixture.url("/b.png"))
    let image = try await pipeline(disk: folder).image(for: fixture.url("/b.png"))
    #expect(image.width == 32)
    #expect(fixture.count("/b.png") == 1)
  }

  @Test("redirects are followed")
  func redirects() async throws {
    let image = try await pipeline().image(for: fixture.url("/redirect.png"))
    #expect(image.width == 32)
  }

  @Test("HTTP errors are typed errors with the status and the URL")
  func httpErrors() async {
    let pipeline = pipeline()
    for (path, status) in [("/missing.png", 404), ("/error.png", 500)] {
      let url = fixture.url(path)
      await #expect(throws: MediaLoadingError.httpStatus(status, url)) {
        try await pipeline.image(for: url)
      }
    }
  }

  @Test("a server that does not answer in time is a timeout")
  func timeout() async {
    let url = fixture.url("/very-slow.png")
    await #expect(throws: MediaLoadingError.timedOut(url, seconds: 0.5)) {
      try await pipeline(timeout: 0.5).image(for: url)
    }
  }

  @Test("garbage, truncated and huge images are decoding errors naming the URL")
  func badBodies() async {
    let pipeline = pipeline()
    for path in ["/garbage.png", "/truncated.png", "/huge.png"] {
      let url = fixture.url(path)
      await #expect {
        try await pipeline.image(for: url)
      } throws: { error in
        guard case .decoding(let decoding, let where_) = error as? MediaLoadingError else {
          return false
        }
        switch (path, decoding) {
        case ("/garbage.png", .unrecognizedFormat), ("/truncated.png", .truncated(.png, _)),
          ("/huge.png", .tooLarge(100_000, 100_000, _)):
          return where_ == url
        default: return false
        }
      }
    }
  }

  @Test("a redirect loop and an unreachable port are typed errors")
  func networkFailures() async {
    let pipeline = pipeline()
    await #expect(throws: MediaLoadingError.self) {
      try await pipeline.image(for: fixture.url("/loop.png"))
    }
    let closed = try? LocalHTTPServer { _ in .text("") }
    let port = closed?.port ?? 1
    closed?.stop()
    let url = URL(string: "http://127.0.0.1:\(port)/x.png")!
    await #expect {
      try await pipeline.image(for: url)
    } throws: { error in
      if case .cannotConnect = error as? MediaLoadingError { return true }
      if case .network = error as? MediaLoadingError { return true }
      return false
    }
  }
}
