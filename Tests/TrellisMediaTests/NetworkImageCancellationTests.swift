import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisMedia

/// A ``NetworkImage`` whose view goes lets its fetch go: the pipeline stops
/// fetching the URL (``ImagePipeline/isFetching(_:)``) and the server sees
/// the client close the connection — unless another view still waits for
/// the same image.
@MainActor
@Suite("NetworkImage fetches cancelled with their views", .serialized)
struct NetworkImageCancellationTests {
  static let path = "/very-slow.png"
  let fixture: ServerFixture
  let url: URL
  let host = HeadlessHost(size: Size(width: 20, height: 10))
  let root: ComponentRoot
  /// The server answers the path after 60 s and the client waits 120: only
  /// a cancellation ends the request within a wait's 30 s.
  let pipeline = ImagePipeline(client: HTTPClient(timeout: 120))

  init() throws {
    fixture = try ServerFixture()
    url = fixture.url(Self.path)
    root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
  }

  func image(width: Double) -> NetworkImage {
    NetworkImage(url: url, width: width, height: 4, pipeline: pipeline)
  }

  @Test("a view unmounted mid-fetch cancels it: the pipeline stops fetching, the client closes")
  func fetchCancelledWhenItsViewGoes() async throws {
    root.renderSynchronously(image(width: 8))
    #expect(try await fixture.server.requestCount(for: Self.path, atLeast: 1) == 1)
    #expect(pipeline.isFetching(url))
    #expect(pipeline.fetchesInFlight == 1)
    root.renderSynchronously(Text("gone"))
    // The caller left in its task's cancellation handler, synchronously,
    // cancelling the request with it.
    #expect(!pipeline.isFetching(url))
    #expect(pipeline.fetchesInFlight == 0)
    let ends = try await fixture.server.requestEnds(for: Self.path, atLeast: 1)
    #expect(ends == LocalHTTPServerRequestEnds(clientClosed: 1))
    #expect(pipeline.requestCount == 1)
  }

  @Test("two views share one fetch: removing one keeps it, removing both cancels it")
  func sharedFetchCancelledWhenEveryViewGoes() async throws {
    root.renderSynchronously(
      Stack {
        image(width: 8).key("a")
        image(width: 6).key("b")
      })
    #expect(try await fixture.server.requestCount(for: Self.path, atLeast: 1) == 1)
    try await yield(until: { pipeline.callersWaiting(for: url) == 2 })
    root.renderSynchronously(Stack { image(width: 8).key("a") })
    #expect(pipeline.isFetching(url))
    #expect(pipeline.callersWaiting(for: url) == 1)
    #expect(fixture.server.requestEnds(for: Self.path) == LocalHTTPServerRequestEnds())
    root.renderSynchronously(Text("gone"))
    #expect(!pipeline.isFetching(url))
    let ends = try await fixture.server.requestEnds(for: Self.path, atLeast: 1)
    #expect(ends == LocalHTTPServerRequestEnds(clientClosed: 1))
    #expect(pipeline.requestCount == 1)
    #expect(fixture.count(Self.path) == 1)
  }

  /// Yields to the views' fetch tasks until `condition` holds: a second
  /// view joining a fetch leaves no trace outside the pipeline.
  func yield(until condition: () -> Bool, timeout: Duration = .seconds(30)) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      guard ContinuousClock.now < deadline else {
        throw ConditionNotMet(timeout: timeout)
      }
      await Task.yield()
    }
  }
}

/// A condition a test yielded for did not hold in time.
struct ConditionNotMet: Error {
  let timeout: Duration
}
