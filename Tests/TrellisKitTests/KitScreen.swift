import Trellis
import TrellisTerminal

/// A terminal host showing components through the whole pipeline, as a
/// person would see them: a `ComponentRoot` mounts into a `TerminalHost`,
/// a `Renderer` writes its drawing to a `MemoryTerminal`.
@MainActor
final class KitScreen {
  let host: TerminalHost
  let root: ComponentRoot
  private var renderer = Renderer()
  private(set) var terminal: MemoryTerminal
  private var previous: CellBuffer
  /// Every byte the renderer wrote so far.
  private(set) var written: [UInt8] = []

  init(width: Int, height: Int) {
    host = TerminalHost(width: width, height: height)
    root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    terminal = MemoryTerminal(width: width, height: height)
    previous = CellBuffer(width: width, height: height)
  }

  /// Shows `component` and returns the screen's lines.
  @discardableResult
  func show(_ component: some Component) async -> [String] {
    await root.render(component)
    return draw()
  }

  /// Waits for state updates to be mounted, then draws.
  @discardableResult
  func settle() async -> [String] {
    await root.settle()
    return draw()
  }

  /// Draws the host and writes the frame to the memory terminal.
  @discardableResult
  func draw() -> [String] {
    let next = host.drawnCells()
    var bytes: [UInt8] = []
    renderer.render(from: previous, to: next, cursor: host.cursor, into: &bytes)
    terminal.write(bytes)
    written += bytes
    previous = next
    return terminal.lines
  }

  /// Lets tasks the screen started (a link handler) run and their state
  /// be mounted until `condition` holds, or a bounded number of turns.
  func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() {
      await Task.yield()
      await root.settle()
    }
    draw()
  }

  /// Clicks (press and release) the left button at a cell.
  func click(column: Int, row: Int) {
    host.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    host.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
  }

  /// Presses a key.
  func press(_ key: KeyPress.Key, modifiers: TerminalModifiers = []) {
    host.handle(.key(KeyEvent(key, modifiers: modifiers)))
  }
}

/// Collects what callbacks saw, on the main actor.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []
  func record(_ value: Value) { values.append(value) }
}
