/// Draws frames to a terminal: owns the two cell buffers (what the terminal shows,
/// and the frame being drawn), a ``Renderer``, and the ``TerminalBackend`` the bytes
/// go to.
///
/// Each ``draw(cursor:_:)`` clears the back buffer, lets you draw the whole frame
/// into it, writes only the difference from the previous frame, and swaps the
/// buffers. Once sized, drawing allocates nothing.
///
/// ```swift
/// var display = TerminalDisplay(backend: TTYOutput(), width: 80, height: 24)
/// try display.draw { buffer in
///   buffer.write("Hello", x: 0, y: 0, style: CellStyle(attributes: .bold))
/// }
/// ```
public struct TerminalDisplay<Backend: TerminalBackend> {
  /// Where frames are written.
  public var backend: Backend
  /// The renderer, whose capabilities can be changed between frames.
  public var renderer: Renderer
  /// The frame the terminal shows now.
  public private(set) var front: CellBuffer
  /// Scratch: the frame being drawn.
  private var back: CellBuffer
  private var output: [UInt8] = []
  /// The number of bytes the last frame wrote (0 when nothing changed).
  public private(set) var lastFrameByteCount = 0

  /// Creates a display of the given size; its first frame redraws the whole screen.
  public init(
    backend: Backend, width: Int, height: Int,
    capabilities: TerminalCapabilities = TerminalCapabilities()
  ) {
    self.backend = backend
    self.renderer = Renderer(capabilities: capabilities)
    self.front = CellBuffer(width: width, height: height)
    self.back = CellBuffer(width: width, height: height)
    output.reserveCapacity(16_384)
  }

  /// The number of columns.
  public var width: Int { front.width }
  /// The number of rows.
  public var height: Int { front.height }

  /// Changes the size (after the terminal window was resized), telling the
  /// backend; the next frame redraws the whole screen.
  public mutating func resize(width: Int, height: Int) {
    guard width != front.width || height != front.height else { return }
    backend.resize(width: width, height: height)
    front.resize(width: width, height: height)
    back.resize(width: width, height: height)
    renderer.invalidate()
  }

  /// Makes the next frame redraw the whole screen (after something else wrote to
  /// the terminal).
  public mutating func invalidate() {
    renderer.invalidate()
  }

  /// Draws one frame and writes the changes to the backend.
  ///
  /// - Parameters:
  ///   - cursor: Where to show the cursor, or `nil` to hide it.
  ///   - body: Draws the complete frame into a buffer that starts blank.
  /// - Returns: The number of bytes written (0 if nothing changed).
  @discardableResult
  public mutating func draw(
    cursor: CursorPosition? = nil, _ body: (inout CellBuffer) throws(TerminalError) -> Void
  ) throws(TerminalError) -> Int {
    back.clear()
    try body(&back)
    output.removeAll(keepingCapacity: true)
    renderer.render(from: front, to: back, cursor: cursor, into: &output)
    if !output.isEmpty { try backend.write(output) }
    swap(&front, &back)
    lastFrameByteCount = output.count
    return output.count
  }
}
