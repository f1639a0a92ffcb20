public import Trellis
public import TrellisTerminal

/// A terminal host showing components through the whole pipeline, as a
/// person would see them: a `ComponentRoot` mounts into a `TerminalHost`,
/// whose drawing a `Renderer` writes to a `MemoryTerminal`; its lines are
/// the screen. The terminal, kit, tables and catalog tests share it.
@MainActor
public final class TerminalScreen {
  /// The host components mount into.
  public let host: TerminalHost
  /// The root rendering into the host's root view.
  public let root: ComponentRoot
  /// What the renderer wrote, as a terminal shows it.
  public private(set) var terminal: MemoryTerminal
  /// Every byte the renderer wrote so far.
  public private(set) var written: [UInt8] = []
  private var renderer = Renderer()
  private var previous: CellBuffer

  /// A screen `width` × `height` cells, empty.
  public init(width: Int, height: Int) {
    host = TerminalHost(width: width, height: height)
    root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    terminal = MemoryTerminal(width: width, height: height)
    previous = CellBuffer(width: width, height: height)
  }

  /// Shows `component` and returns the screen's lines.
  @discardableResult
  public func show(_ component: some Component) async -> [String] {
    await root.render(component)
    return draw()
  }

  /// Waits for state updates to be mounted, then draws.
  @discardableResult
  public func settle() async -> [String] {
    await root.settle()
    return draw()
  }

  /// Draws the host and writes the frame to the memory terminal; returns
  /// the screen's lines.
  @discardableResult
  public func draw() -> [String] {
    let next = host.drawnCells()
    var bytes: [UInt8] = []
    renderer.render(from: previous, to: next, cursor: host.cursor, into: &bytes)
    terminal.write(bytes)
    written += bytes
    previous = next
    return terminal.lines
  }

  /// Lets tasks the screen started (a link handler) run and their state
  /// be mounted until `condition` holds, or a bounded number of turns;
  /// then draws.
  public func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() {
      await Task.yield()
      await root.settle()
    }
    draw()
  }

  /// The terminal screen's cell at a position.
  public func cell(x: Int, y: Int) -> Cell { terminal.cells[x, y] }

  /// The row of the screen showing `text`, as last drawn.
  public func row(of text: String) -> Int? {
    terminal.lines.firstIndex { $0.contains(text) }
  }

  /// Clicks (press and release) the left button at a cell.
  public func click(column: Int, row: Int) {
    host.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    host.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
  }

  /// Types text key by key into the focused view.
  public func type(_ text: String) {
    for character in text { host.handle(.key(KeyEvent(.character(character)))) }
  }

  /// Presses a key.
  public func press(_ key: KeyPress.Key, modifiers: TerminalModifiers = []) {
    host.handle(.key(KeyEvent(key, modifiers: modifiers)))
  }
}

/// Collects what callbacks saw, on the main actor.
@MainActor
public final class Recorder<Value> {
  /// What was recorded, in order.
  public var values: [Value] = []

  /// An empty recorder.
  public init() {}

  /// Records `value`.
  public func record(_ value: Value) { values.append(value) }
}
