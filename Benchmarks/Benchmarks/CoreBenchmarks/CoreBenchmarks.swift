// Trellis core benchmarks: building and laying out feed items in the
// background, mounting the visible range of a long list, and a state update
// in one item of a long list.

import Benchmark
import Trellis
import TrellisDiff
import TrellisTesting

/// A feed item of about ten components, with wrapping text.
struct FeedItem: StatefulComponent {
  let number: Int

  func initialState() -> Int { 0 }

  func body(state likes: Int, scope: Scope<Int>) -> some Component {
    Stack(.horizontal, spacing: 1) {
      Image(url: "https://example.com/\(number).png", placeholder: "?").frame(width: 2, height: 1)
      Stack(spacing: 0) {
        Text("Author \(number)").bold()
        Text("Post number \(number): a few words that wrap onto a second line here.")
        Stack(.horizontal, spacing: 1) {
          Button("Like \(likes)") { scope.update { $0 + 1 } }.tag("like-\(number)")
          Button("Reply") {}
          Text("\(number % 60)m").foregroundColor(.brightBlack)
          Spacer()
          Badge("\(number % 9)")
        }
      }
      .flex(grow: 1, shrink: 1)
    }
  }
}

let itemCount = 10_000
let width = 60.0

@MainActor
func makeFeed() -> ComponentDataSource<Int, Int> {
  ComponentDataSource(sizeRange: SizeRange(width: width), environment: .characterGrid()) {
    number, _ in FeedItem(number: number)
  }
}

@MainActor
func filledFeed() async -> ComponentDataSource<Int, Int> {
  let feed = makeFeed()
  try? await feed.apply(
    Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<itemCount))])
  return feed
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
    maxDuration: .seconds(10), maxIterations: 20)

  paletteBenchmarks()

  // Build and lay out 10,000 items off the main actor (divide by 10,000 for
  // the time per item).
  Benchmark("build and lay out 10,000 feed items") { @MainActor benchmark async in
    let feed = makeFeed()
    benchmark.startMeasurement()
    try? await feed.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<itemCount))])
    benchmark.stopMeasurement()
    blackHole(feed.state.itemCount)
  }

  // Mount the visible range (40 rows plus overscan) of a 10,000-item list
  // on the main actor.
  Benchmark(
    "mount the visible range of a 10,000-item list",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 200)
  ) { @MainActor benchmark async in
    let feed = await filledFeed()
    let host = HeadlessHost(size: Size(width: width, height: 40))
    benchmark.startMeasurement()
    let list = ListMounter(
      dataSource: feed, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: width, height: 40))
    benchmark.stopMeasurement()
    blackHole(list.mountedCount)
    list.invalidate()
  }

  // The same with no overscan: exactly the items in the 40-row viewport.
  Benchmark(
    "mount the visible range of a 10,000-item list, no overscan",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 200)
  ) { @MainActor benchmark async in
    let feed = await filledFeed()
    let host = HeadlessHost(size: Size(width: width, height: 40))
    benchmark.startMeasurement()
    let list = ListMounter(
      dataSource: feed, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: width, height: 40), overscan: 0)
    benchmark.stopMeasurement()
    blackHole(list.mountedCount)
    list.invalidate()
  }

  // A state update in one item of a 10,000-item list: rebuild, relayout and
  // remount that item only.
  Benchmark(
    "state update in one item of a 10,000-item list",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 200)
  ) { @MainActor benchmark async in
    let feed = await filledFeed()
    let host = HeadlessHost(size: Size(width: width, height: 40))
    let list = ListMounter(
      dataSource: feed, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: width, height: 40))
    let builds = feed.statistics.itemBuilds
    benchmark.startMeasurement()
    host.tap(tag: "like-3")
    await feed.settle()
    benchmark.stopMeasurement()
    precondition(feed.statistics.itemBuilds == builds + 1)
    list.invalidate()
  }
}
