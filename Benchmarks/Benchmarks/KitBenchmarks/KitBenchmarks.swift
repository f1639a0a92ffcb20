import Benchmark
import Foundation
import HostTableScreens
import Trellis
import TrellisKit
import TrellisTerminal

// Issue 20's targets: lay out and draw a 10,000-word attributed text with 500
// detected links at 120 columns (under 10 ms); detect data in 1 MB of text
// (under 50 ms).

/// Words of prose with a link, an address, a phone number or a date every
/// 20 words: 500 of them in 10,000 words.
func document(words: Int, variant: Int = 0) -> String {
  let prose = [
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "while", "reading",
    "documentation", "about", "terminals", "and", "their", "escape", "sequences", "in", "a",
    "café",
  ]
  let data = [
    "https://example.com/page", "ada@example.org", "+44 20 7946 0958", "2026-11-25",
    "www.swift.org/documentation",
  ]
  var parts: [String] = []
  parts.reserveCapacity(words)
  for index in 0..<words {
    parts.append(index % 20 == 19 ? data[(index / 20) % data.count] : prose[index % prose.count])
  }
  parts.append("v\(variant)")
  return parts.joined(separator: " ")
}

/// A terminal host showing a label, its frame drawn into a buffer.
@MainActor
final class LabelScreen {
  let host = TerminalHost(width: 120, height: 40)
  let root: ComponentRoot
  let texts: [StyledText]
  var display = TerminalDisplay(backend: ByteCounter(), width: 120, height: 40)

  init() {
    root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let detector = DataDetector()
    texts = (0..<2).map {
      detector.addingLinks(to: StyledText(document(words: 10_000, variant: $0)))
    }
    precondition(texts[0].links.count == 500, "\(texts[0].links.count) links")
  }

  /// Shows text `index`, then draws and writes the frame.
  func show(_ index: Int) async {
    await root.render(AttributedLabel(texts[index]))
    let host = host
    _ = try? display.draw { host.draw(into: &$0) }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    maxDuration: .seconds(3),
    maxIterations: 2_000)

  overviewBenchmarks()

  Benchmark("attributed text, 10,000 words, 500 links, 120 columns: lay out and draw") {
    @MainActor benchmark async in
    let screen = LabelScreen()
    await screen.show(1)
    var next = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      // A different text each time: nothing is reused from the last frame.
      await screen.show(next)
      next = 1 - next
    }
    benchmark.stopMeasurement()
  }

  let megabyte = String(
    decoding: Array(document(words: 200_000).utf8.prefix(1 << 20)), as: UTF8.self)
  Benchmark("data detection over 1 MB") { benchmark in
    let detector = DataDetector()
    for _ in benchmark.scaledIterations {
      blackHole(detector.matches(in: megabyte))
    }
  }

  Benchmark("data detection over 1 MB, made links") { benchmark in
    let detector = DataDetector()
    let text = StyledText(megabyte)
    for _ in benchmark.scaledIterations {
      blackHole(detector.addingLinks(to: text))
    }
  }

  Benchmark("markup, 10,000 words") { benchmark in
    let markup = document(words: 10_000).replacingOccurrences(of: "fox", with: "**fox**")
    for _ in benchmark.scaledIterations {
      blackHole(Markup.parse(markup))
    }
  }
}
