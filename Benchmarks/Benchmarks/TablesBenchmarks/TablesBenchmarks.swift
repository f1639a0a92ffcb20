// TrellisTables benchmarks: a model of 1,000,000 rows in 1,000 sections
// (creation time, memory per row), and an insert into a 100,000-row mutable
// model (its changeset, without touching every row).

import Benchmark
import TrellisDiff
import TrellisTables

/// A plain row object, as an app's model would be.
struct Contact: Sendable {
  let id: Int
  let name: String
}

let rowsPerSection = 1_000
let sectionCount = 1_000

func makeMillionRowModel() -> TableModel {
  var sections: [TableSection] = []
  sections.reserveCapacity(sectionCount)
  for s in 0..<sectionCount {
    var objects: [any Sendable] = []
    objects.reserveCapacity(rowsPerSection)
    for i in 0..<rowsPerSection {
      objects.append(Contact(id: s * rowsPerSection + i, name: "c"))
    }
    sections.append(TableSection(header: "Section \(s)", objects: objects))
  }
  return TableModel(sections: sections, sectionIndex: .alphabetical())
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds,
    maxDuration: .seconds(10), maxIterations: 10)

  // Divide the resident-memory peak by 1,000,000 for bytes per row.
  Benchmark("create a 1,000,000-row model in 1,000 sections") { benchmark in
    benchmark.startMeasurement()
    let model = makeMillionRowModel()
    benchmark.stopMeasurement()
    blackHole(model.rowCount)
  }

  Benchmark(
    "insert into a 100,000-row mutable model",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxIterations: 200)
  ) { benchmark in
    var model = MutableTableModel(list: (0..<100_000).map { Contact(id: $0, name: "c") })
    benchmark.startMeasurement()
    let changes = try model.insert(
      Contact(id: -1, name: "new"), at: ItemPath(section: 0, item: 50_000))
    benchmark.stopMeasurement()
    blackHole(changes)
  }
}
