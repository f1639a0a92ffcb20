import Testing
import Trellis
import TrellisCatalog
import TrellisTerminal

/// The layout playground: the controls change the container and the
/// children, and the numbers shown are the engine's frames.
@MainActor
@Suite("Layout playground")
struct LayoutPlaygroundTests {
  private func open() async throws -> TerminalRunLoop<MemoryTerminal> {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 100, height: 30), size: TerminalSize(columns: 100, rows: 30))
    try await loop.show(CatalogApp(demos: Catalog.demos(), initialDemo: "layout-playground"))
    return loop
  }

  private func press(
    _ keys: [KeyEvent], focusing tag: String, in loop: TerminalRunLoop<MemoryTerminal>
  )
    async throws
  {
    #expect(loop.host.focus(tag: tag), "no control tagged \(tag)")
    let (stream, input) = AsyncStream.makeStream(of: InputEvent.self)
    for key in keys { input.yield(.key(key)) }
    input.finish()
    try await loop.run(stream)
  }

  /// A child's frame as the playground prints it: `A  x 1  y 1  w 6  h 10`.
  private func frame(_ name: String, in loop: TerminalRunLoop<MemoryTerminal>) throws -> (
    x: Int, y: Int, w: Int, h: Int
  ) {
    let text = try #require(loop.host.find(tag: "frame-\(name)")?.text)
    let numbers = text.split(separator: " ").compactMap { Int($0) }
    try #require(numbers.count == 4, "\(text)")
    return (numbers[0], numbers[1], numbers[2], numbers[3])
  }

  @Test("a row by default: side by side with a gap of 1, stretched to the inner height")
  func defaults() async throws {
    let loop = try await open()
    let a = try frame("A", in: loop)
    let b = try frame("B", in: loop)
    #expect(a == (1, 1, 6, 10))
    #expect(b.x == a.x + a.w + 1 && b.y == 1 && b.h == 10)
  }

  @Test("direction, justify and align change every frame")
  func container() async throws {
    let loop = try await open()
    try await press([KeyEvent(.right)], focusing: "direction", in: loop)  // column
    var (a, b) = (try frame("A", in: loop), try frame("B", in: loop))
    #expect(a.x == 1 && a.w == 42 && b.x == 1 && b.w == 42)
    #expect(b.y >= a.y + a.h)
    try await press([KeyEvent(.right), KeyEvent(.right)], focusing: "justify", in: loop)  // end
    let d = try frame("D", in: loop)
    #expect(d.y + d.h == 11, "the last child ends at the inner bottom edge")
    try await press([KeyEvent(.left)], focusing: "align", in: loop)  // end
    (a, b) = (try frame("A", in: loop), try frame("B", in: loop))
    #expect(a.w == 6 && a.x + a.w == 43, "A keeps its width, at the inner right edge")
    #expect(b.x + b.w == 43)
  }

  @Test("grow and absolute position act on the selected child")
  func child() async throws {
    let loop = try await open()
    try await press([KeyEvent(.right)], focusing: "grow", in: loop)
    let a = try frame("A", in: loop)
    let d = try frame("D", in: loop)
    #expect(a.w > 6)
    #expect(d.x + d.w == 43, "A's growth fills the row")
    try await press([KeyEvent(.right)], focusing: "child", in: loop)
    try await press([KeyEvent(.character(" "))], focusing: "absolute", in: loop)
    let b = try frame("B", in: loop)
    #expect(b.x == 2 && b.y == 2 && b.w == 8 && b.h == 3)
  }
}
