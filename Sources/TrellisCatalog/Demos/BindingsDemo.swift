import Observation
import Trellis
import TrellisBinding
import TrellisTables

/// Views bound to models by TJBinder paths: a fruit card, a clock and a
/// counter that tick once a second, and a table whose cells are bound with
/// `@cell` paths while their models change — with no update code: the
/// models change, the bound views follow.
enum BindingsDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let content = BindingsContent()
    return CatalogDemo(
      id: "bindings", title: "Bindings",
      summary: "Views bound to models by paths: a card, a clock, a live table", scrolls: false
    ) {
      BindingsPage(content: content)
    }
  }
}

/// A fruit: the card's model and a table row's.
@Observable
final class DemoFruit: @unchecked Sendable {
  // Changed only on the main actor; read there by bindings.
  var name: String
  var color: Color
  var stock: Int

  init(_ name: String, color: Color, stock: Int) {
    self.name = name
    self.color = color
    self.stock = stock
  }

  /// What the card shows under the name.
  var summary: String { "\(stock) in stock" }
}

extension DemoFruit: KeyPathExposing {
  static let exposedKeys: ExposedKeys<DemoFruit> = [
    "name": \.name, "color": \.color, "stock": \.stock, "summary": \.summary,
  ]
}

extension DemoFruit: TableCellObject {
  func makeCell(context: CellContext) -> some Component {
    Stack(.horizontal, spacing: 1) {
      Text().bind("text", toPath: "bindTo.@cell.dataObject.name")
        .bind("foregroundColor", toPath: "bindTo.@cell.dataObject.color").flex(grow: 1)
      Text().bind("text", toPath: "bindTo.@cell.dataObject.stock").frame(characters: 4)
    }.scaled()
  }
}

/// Seconds since the screen opened and a count of ticks.
@Observable
final class DemoTicker: @unchecked Sendable {
  // Changed only on the main actor; read there by bindings.
  var seconds = 0
  var count = 0

  /// `hh:mm:ss` since the screen opened.
  var clock: String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
  }
}

extension DemoTicker: KeyPathExposing {
  static let exposedKeys: ExposedKeys<DemoTicker> = [
    "seconds": \.seconds, "count": \.count, "clock": \.clock,
  ]
}

/// The demo's models and table. Embedded in the screen, it switches
/// bindings on for the host's tree when mounted (as a `BindingAnchor`
/// does), and ticks once a second while shown.
@MainActor
final class BindingsContent: Embeddable {
  static let palette: [(String, Color)] = [
    ("Apple", .red), ("Banana", .yellow), ("Lime", .green), ("Blueberry", .blue),
    ("Plum", .magenta),
  ]

  let card = DemoFruit("Apple", color: .red, stock: 12)
  let ticker = DemoTicker()
  let stock: [DemoFruit]
  let table: TableView
  private var timer: Task<Void, Never>?
  private var shown = 0
  /// Whether the clock ticks by itself once a second while shown; a test
  /// turns it off and calls ``tick()``, so no tick depends on timing.
  var ticksBySelf = true

  init() {
    stock = Self.palette.enumerated().map { DemoFruit($1.0, color: $1.1, stock: 10 + $0) }
    table = TableView(model: TableModel(list: stock), width: 40, environment: .characterGrid())
  }

  /// Binds the host's tree and starts the clock.
  func mount(host: any Host, in view: ViewID, size: Size) {
    if let host = host as? any ViewTreeHost { _ = Binder.attached(to: host.tree) }
    start()
  }

  /// Nothing to lay out.
  func resize(to size: Size) {}

  /// Stops the clock.
  func unmount() { stop() }

  /// Shows the next fruit on the card: its model changes, the card follows.
  func nextFruit() {
    shown = (shown + 1) % Self.palette.count
    card.name = Self.palette[shown].0
    card.color = Self.palette[shown].1
    card.stock = 12 + shown
  }

  /// One second on: the clock and counter, and one row's stock.
  func tick() {
    ticker.seconds += 1
    ticker.count += 1
    let row = stock[ticker.count % stock.count]
    row.stock = row.stock > 0 ? row.stock - 1 : 20
  }

  private func start() {
    guard timer == nil, ticksBySelf else { return }
    timer = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        guard !Task.isCancelled else { return }
        self?.tick()
      }
    }
  }

  private func stop() {
    timer?.cancel()
    timer = nil
  }
}

struct BindingsPage: Component {
  let content: BindingsContent

  var body: some Component {
    Stack(.horizontal, spacing: 2, alignment: .stretch) {
      Stack(spacing: 1, alignment: .stretch) {
        Stack(alignment: .stretch) {
          Text("Card").bold()
          Text().bind("text", toPath: "bindTo.@superviewWithTag[card].dataObject.name")
            .bind("foregroundColor", toPath: "bindTo.@superviewWithTag[card].dataObject.color")
            .tag("card-name")
          Text().bind("text", toPath: "bindTo.@superviewWithTag[card].dataObject.summary")
            .tag("card-summary")
          Button("Next fruit") { content.nextFruit() }.tag("next-fruit")
        }
        .tag("card").dataObject(content.card)
        Stack(alignment: .stretch) {
          Text("Clock and counter").bold()
          Text().bind("text", toPath: "bindTo.@superview.dataObject.clock").tag("clock")
          Text().bind("text", toPath: "bindTo.@superview.dataObject.count").tag("counter")
        }
        .dataObject(content.ticker)
        // Switches bindings on for the host's tree and runs the clock.
        Embedded(content).frame(width: .points(0), height: .points(0))
      }.scaled()
        .frame(characters: 24)
      Stack(alignment: .stretch) {
        Text("Stock (rows bound with @cell)").bold()
        Embedded(content.table).flex(grow: 1)
      }
      .flex(grow: 1)
    }.scaled()
  }
}
