import Trellis
import TrellisTerminal

/// A terminal host showing components through the whole pipeline: a
/// `ComponentRoot` mounts into a `TerminalHost`, whose drawing a `Renderer`
/// writes to a `MemoryTerminal`: the lines are what a person would see.
@MainActor
final class HostScreen {
  let host: TerminalHost
  let root: ComponentRoot
  private var renderer = Renderer()
  private(set) var terminal: MemoryTerminal
  private var previous: CellBuffer

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
    previous = next
    return terminal.lines
  }

  /// The terminal screen's cell at a position.
  func cell(x: Int, y: Int) -> Cell { terminal.cells[x, y] }

  /// Clicks (press and release) the left button at a cell.
  func click(column: Int, row: Int) {
    host.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    host.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
  }

  /// Types text key by key into the focused view.
  func type(_ text: String) {
    for character in text { host.handle(.key(KeyEvent(.character(character)))) }
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
