// TrellisPresentation benchmarks: loading and instantiating a screen file of
// 1,000 components (target under 20 ms), and pushing then popping a screen
// with a 10,000-row list (target: the new screen's first frame under 5 ms on
// the main actor).

import Benchmark
import Trellis
import TrellisPresentation
import TrellisTables
import TrellisTesting

/// A screen file with one screen of `count` components: a scroll view of
/// stacks, each with a bound text, a plain text, a badge and a button.
func screenFile(components count: Int) -> String {
  var lines = [
    "screens:", "  - id: big", "    title: Big", "    body:", "      kind: scroll",
    "      children:",
  ]
  let groups = (count - 1) / 5
  for index in 0..<groups {
    lines += [
      "        - kind: stack", "          axis: horizontal", "          spacing: 1",
      "          children:",
      "            - {kind: text, text: bindTo.dataObject.name, bold: true}",
      "            - {kind: text, text: Row \(index), color: gray}",
      "            - {kind: badge, text: \"\(index)\"}",
      "            - {kind: button, title: Open, action: open\(index)}",
    ]
  }
  // The scroll view, the groups of five, and plain texts for the rest.
  for index in 0..<(count - 1 - groups * 5) {
    lines.append("        - {kind: text, text: Footnote \(index)}")
  }
  return lines.joined(separator: "\n") + "\n"
}

struct Row: TableCellObject {
  let id: Int
  func makeCell(context: CellContext) -> TitleCell { TitleCell("Row \(id)") }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
    maxDuration: .seconds(10), maxIterations: 50)

  let yaml = screenFile(components: 1_000)

  Benchmark("load and instantiate a 1,000-component screen file") { @MainActor benchmark async in
    do {
      benchmark.startMeasurement()
      let storyboard = try Storyboard(yaml: yaml, path: "big.yaml")
      let screen = try storyboard.instantiate("big")
      screen.dataObject = ["name": "Ada"]
      let body = screen.body()
      benchmark.stopMeasurement()
      precondition(storyboard.file.screens[0].body.componentCount == 1_000)
      blackHole(body)
    } catch {
      preconditionFailure("the benchmark's screen file does not load: \(error)")
    }
  }

  Benchmark(
    "push a screen with a 10,000-row list (first frame)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds)
  ) { @MainActor benchmark async in
    let host = HeadlessHost(size: Size(width: 120, height: 40))
    let navigator = Navigator(root: Screen(title: "Home"))
    navigator.mount(host: host, in: host.rootView, size: host.size)
    let screen = Screen(title: "Rows")
    screen.show(items: (0..<10_000).map { Row(id: $0) }, hasMore: false)
    benchmark.startMeasurement()
    navigator.push(screen)
    benchmark.stopMeasurement()
    precondition(host.find(text: "Row 0") != nil)
    blackHole(host.viewCount)
  }

  Benchmark(
    "pop a screen with a 10,000-row list (first frame back)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds)
  ) { @MainActor benchmark async in
    let host = HeadlessHost(size: Size(width: 120, height: 40))
    let navigator = Navigator(root: Screen(title: "Home"))
    navigator.mount(host: host, in: host.rootView, size: host.size)
    let screen = Screen(title: "Rows")
    screen.show(items: (0..<10_000).map { Row(id: $0) }, hasMore: false)
    navigator.push(screen)
    benchmark.startMeasurement()
    navigator.pop()
    benchmark.stopMeasurement()
    blackHole(host.viewCount)
  }
}
