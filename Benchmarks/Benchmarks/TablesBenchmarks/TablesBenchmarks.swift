// TrellisTables benchmarks: a model of 1,000,000 rows in 1,000 sections
// (creation time, memory per row), an insert into a 100,000-row mutable
// model (its changeset, without touching every row), and a 1,000,000-row
// TableView: time to its first screen, and paging down (rows are built only
// as they come into view).

import Benchmark
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTesting

/// A plain row object, as an app's model would be.
struct Contact: Sendable {
  let id: Int
  let name: String
}

/// A row object that names its cell.
struct ContactRow: TableCellObject {
  let id: Int

  func makeCell(context: CellContext) -> SubtitleCell {
    SubtitleCell("Contact \(id)", subtitle: "+44 20 7946 \(id % 10_000)")
  }
}

let screen = Size(width: 120, height: 40)

func makeMillionRowTable() -> TableModel {
  TableModel(
    sections: (0..<sectionCount).map { s in
      TableSection(
        header: "Section \(s)",
        objects: (0..<rowsPerSection).map { ContactRow(id: s * rowsPerSection + $0) })
    })
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

  // From a 1,000,000-row model to its first screen mounted: the table's
  // list of rows, the data source's items, the height index, and the rows
  // of one 40-row screen built and mounted.
  Benchmark(
    "first screen of a 1,000,000-row TableView",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds)
  ) { @MainActor benchmark async in
    let model = makeMillionRowTable()
    let host = HeadlessHost(size: screen)
    benchmark.startMeasurement()
    let table = TableView(model: model, width: screen.width, environment: .characterGrid())
    let list = table.mount(
      host: host, parent: host.rootView, frame: Rect(origin: .zero, size: screen))
    benchmark.stopMeasurement()
    precondition(table.dataSource.statistics.itemBuilds <= 40)
    blackHole(list.mountedCount)
    list.invalidate()
  }

  // Page down through a 1,000,000-row TableView: 20 pages from the middle,
  // each building the new screen now and the overscan in the background.
  Benchmark(
    "page down 20 times in a 1,000,000-row TableView",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds)
  ) { @MainActor benchmark async in
    let host = HeadlessHost(size: screen)
    let table = TableView(
      model: makeMillionRowTable(), width: screen.width, environment: .characterGrid())
    let list = table.mount(
      host: host, parent: host.rootView, frame: Rect(origin: .zero, size: screen))
    table.scroll(toRow: ItemPath(section: 500, item: 0))
    await table.settle()
    benchmark.startMeasurement()
    for _ in 0..<20 {
      list.scroll(to: list.contentOffset + screen.height)
      await table.settle()
    }
    benchmark.stopMeasurement()
    precondition(table.dataSource.state.builtCount < 2_000)
    list.invalidate()
  }
}
