import Trellis

extension InputDecoder {
  /// `CSI < b ; x ; y M` (press, drag, move, wheel) or `… m` (release).
  func sgrMouse(_ parameters: CSIParameters, released: Bool) -> MouseEvent? {
    guard parameters.count >= 3 else { return nil }
    let code = parameters.value(0, default: 0)
    let column = max(0, parameters.value(1, default: 1) - 1)
    let row = max(0, parameters.value(2, default: 1) - 1)
    return mouseEvent(code: code, column: column, row: row, released: released)
  }

  /// `CSI M b x y` with each value offset by 32 (coordinates 1-based).
  func legacyMouse(_ code: UInt8, _ x: UInt8, _ y: UInt8) -> MouseEvent? {
    guard code >= 32, x >= 33, y >= 33 else { return nil }
    return mouseEvent(
      code: Int(code) - 32, column: Int(x) - 33, row: Int(y) - 33, released: false)
  }

  func mouseEvent(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
    var modifiers = TerminalModifiers()
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      let directions: [ScrollDirection] = [.up, .down, .left, .right]
      if code & 128 != 0 { return nil }
      kind = .scroll(directions[low])
    } else {
      let button: MouseButton?
      if code & 128 != 0 {
        button = .extra(8 + low)
      } else {
        button = [MouseButton.left, .middle, .right][safe: low]
      }
      if code & 32 != 0 {
        kind = button.map { .drag($0) } ?? .move
      } else if released {
        kind = .release(button)
      } else if let button {
        kind = .press(button)
      } else {
        kind = .release(nil)  // Legacy encoding: button 3 means "released".
      }
    }
    return MouseEvent(kind, column: column, row: row, modifiers: modifiers)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
