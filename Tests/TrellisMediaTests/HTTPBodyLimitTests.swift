import Foundation
import PropertyBased
import Testing
import Trellis
import TrellisMedia

/// Issue 27.3: bodies are bounded while they arrive, per kind of request.
@Suite("HTTP body limits against hostile servers")
struct HTTPBodyLimitTests {
  static let eightGiB: Int64 = 8 << 30

  let server: LocalHTTPServer

  init() throws {
    server = try LocalHTTPServer { request in
      let html = Array("<p>more and more</p>\n".utf8)
      switch request.path {
      case "/claims-8gib.html":
        return .endless(html, declaredLength: Self.eightGiB, headers: ["Content-Type": "text/html"])
      case "/endless.html":
        return .endless(html, headers: ["Content-Type": "text/html"])
      case "/claims-8gib.png":
        return .endless(TestImages.png, declaredLength: Self.eightGiB)
      case "/endless.png":
        return .endless(TestImages.png)
      case "/exact":
        return HTTPServerResponse(body: [UInt8](repeating: 7, count: 1000))
      default:
        return .text("not found", status: 404)
      }
    }
  }

  /// Whether `error` is a body-too-large failure for `url` with these
  /// details.
  static func isTooLarge(
    _ error: any Error, _ url: URL, _ kind: HTTPRequestKind, limit: Int, declared: Int64?
  ) -> Bool {
    let loading: MediaLoadingError? =
      switch error {
      case WebPageError.loading(let loading): loading
      default: error as? MediaLoadingError
      }
    return loading
      == .bodyTooLarge(url, kind: kind, limit: limit, declaredLength: declared)
  }

  @Test("27.3: a page declaring Content-Length: 8 GiB fails before its body is read")
  func pageDeclaringEightGiB() async {
    let url = server.url("/claims-8gib.html")
    await #expect {
      try await WebPageLoader(client: HTTPClient()).load(url)
    } throws: {
      Self.isTooLarge($0, url, .page, limit: 16 << 20, declared: Self.eightGiB)
    }
  }

  @Test("27.3: a chunked page streaming forever fails once past the 16 MiB page limit")
  func endlessChunkedPage() async {
    let url = server.url("/endless.html")
    await #expect {
      try await WebPageLoader(client: HTTPClient()).load(url)
    } throws: {
      Self.isTooLarge($0, url, .page, limit: HTMLText.byteLimit, declared: nil)
    }
  }

  @Test("27.3: images have their own limit, for a declared length and for an endless body")
  func imageLimits() async {
    let pipeline = ImagePipeline(client: HTTPClient(bodyLimits: HTTPBodyLimits(image: 1 << 20)))
    let declared = server.url("/claims-8gib.png")
    await #expect {
      try await pipeline.image(for: declared)
    } throws: {
      Self.isTooLarge($0, declared, .image, limit: 1 << 20, declared: Self.eightGiB)
    }
    let endless = server.url("/endless.png")
    await #expect {
      try await pipeline.image(for: endless)
    } throws: {
      Self.isTooLarge($0, endless, .image, limit: 1 << 20, declared: nil)
    }
    // The default image limit, through the shared defaults.
    let defaults = ImagePipeline(client: HTTPClient())
    await #expect {
      try await defaults.image(for: declared)
    } throws: {
      Self.isTooLarge($0, declared, .image, limit: 32 << 20, declared: Self.eightGiB)
    }
  }

  @Test("27.3: a body of exactly the limit is whole; one byte less of limit refuses it")
  func limitIsInclusive() async throws {
    let url = server.url("/exact")
    let atLimit = HTTPClient(bodyLimits: HTTPBodyLimits(data: 1000))
    #expect(try await atLimit.get(url).body.count == 1000)
    await #expect(
      throws: MediaLoadingError.bodyTooLarge(url, kind: .data, limit: 999, declaredLength: 1000)
    ) {
      try await HTTPClient(bodyLimits: HTTPBodyLimits(data: 999)).get(url)
    }
  }

  @Test("27.3: a file: page over the limit is refused from its size, before it is read")
  func largeFilePage() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-body-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Sparse: 17 MiB of size, no disk space, and reading it would take time.
    let big = folder.appendingPathComponent("big.html")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 17 << 20)
    try handle.close()
    await #expect {
      try await WebPageLoader(client: HTTPClient()).load(big)
    } throws: {
      Self.isTooLarge($0, big, .page, limit: 16 << 20, declared: 17 << 20)
    }
    // A device has no size to check, and never ends: refused, not read.
    let zero = URL(fileURLWithPath: "/dev/zero")
    await #expect(throws: WebPageError.loading(.fileUnreadable("/dev/zero"))) {
      try await WebPageLoader(client: HTTPClient()).load(zero)
    }
    await #expect(throws: MediaLoadingError.fileUnreadable("/dev/zero")) {
      try await ImagePipeline(client: HTTPClient()).image(for: zero)
    }
  }

  @Test("27.3: the error names the limit, its kind and what the server declared")
  func errorText() {
    let url = URL(string: "http://example.test/big.html")!
    let error = MediaLoadingError.bodyTooLarge(
      url, kind: .page, limit: 16 << 20, declaredLength: Self.eightGiB)
    #expect(
      error.description
        == "http://example.test/big.html: the page is larger than its limit, "
        + "HTTPBodyLimits.page = 16 MiB (it declares 8589934592 bytes)")
  }

  @Test("27.3: a limited body never holds more than its limit, and fails exactly when passed")
  func limitedBodyProperty() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...2000), Gen.int(in: 0...500).array(of: 0...20)
    ) { limit, sizes in
      var body = try! LimitedBody(limit: limit)
      var total = 0
      var failed = false
      for size in sizes where !failed {
        do throws(LimitedBody.Overflow) {
          try body.append(contentsOf: [UInt8](repeating: 1, count: size))
          total += size
        } catch {
          failed = true
          #expect(total + size > limit)
          #expect(error == LimitedBody.Overflow(limit: limit, declaredLength: nil))
        }
        #expect(body.bytes.count == total)
        #expect(body.bytes.count <= limit)
      }
      #expect(failed == (sizes.reduce(0, +) > limit))
    }
    #expect(throws: LimitedBody.Overflow(limit: 10, declaredLength: 11)) {
      try LimitedBody(limit: 10, declaredLength: 11)
    }
    #expect((try? LimitedBody(limit: 10, declaredLength: 10))?.bytes.isEmpty == true)
  }
}
