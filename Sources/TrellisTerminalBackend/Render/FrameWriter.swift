/// Where the ``Renderer`` writes a frame's bytes: an output array, filled through a
/// fixed inline chunk.
///
/// A frame is thousands of one- to three-byte appends. Appending to an array checks
/// its capacity and uniqueness every time; storing into an inline chunk and moving a
/// whole chunk to the array at once costs a fraction of that.
struct FrameWriter {
  /// The bytes moved out of the chunk so far; ``flush()`` moves the rest.
  var output: [UInt8]
  private var chunk = InlineArray<256, UInt8>(repeating: 0)
  private var used = 0

  init(output: [UInt8]) {
    self.output = output
  }

  /// The number of bytes written, flushed or not.
  var count: Int { output.count + used }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if used == 256 { flush() }
    chunk[used] = byte
    used += 1
  }

  mutating func append(contentsOf bytes: [UInt8]) {
    if bytes.count > 256 - used {
      flush()
      output.append(contentsOf: bytes)
    } else {
      for byte in bytes {
        chunk[used] = byte
        used += 1
      }
    }
  }

  mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    for byte in bytes { append(byte) }
  }

  /// Appends everything `other` holds.
  mutating func append(contentsOf other: borrowing FrameWriter) {
    if !other.output.isEmpty { append(contentsOf: other.output) }
    for index in 0..<other.used { append(other.chunk[index]) }
  }

  /// Empties the writer, keeping the output array's storage.
  mutating func removeAll() {
    output.removeAll(keepingCapacity: true)
    used = 0
  }

  /// Appends the decimal digits of a non-negative number.
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: max(0, value)))
    } else if value < 100 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10))
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    } else if value < 1000 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100))
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10 % 10))
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    } else {
      var digits: [UInt8] = []
      digits.appendDecimal(value)
      append(contentsOf: digits)
    }
  }

  /// Appends CSI (ESC [).
  mutating func appendCSI() {
    append(0x1B)
    append(UInt8(ascii: "["))
  }

  /// Moves the chunk's bytes to ``output``.
  mutating func flush() {
    guard used > 0 else { return }
    let count = used
    chunk.span.withUnsafeBufferPointer { output.append(contentsOf: $0.prefix(count)) }
    used = 0
  }

  /// Drops every byte after the first `count`.
  mutating func truncate(to count: Int) {
    flush()
    output.removeSubrange(count...)
  }
}

extension PackedGrapheme {
  /// Appends the cluster's UTF-8 bytes.
  @inline(__always)
  func append(to writer: inout FrameWriter) {
    let count = Int(high >> 56)
    if count == 1 {
      // ASCII, most cells.
      writer.append(UInt8(truncatingIfNeeded: low))
      return
    }
    guard isInline else {
      writer.append(contentsOf: GraphemeTable.character(for: UInt32(truncatingIfNeeded: low)).utf8)
      return
    }
    var word = low
    for index in 0..<count {
      if index == 8 { word = high }
      writer.append(UInt8(truncatingIfNeeded: word))
      word >>= 8
    }
  }
}
