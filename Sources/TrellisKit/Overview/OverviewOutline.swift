import Trellis

/// A box drawn around the inspector's selected view, one cell outside its
/// frame and kept on screen (on the frame's own edge where the screen
/// ends).
struct OverviewOutline: Component {
  let frame: Rect
  let screen: Size

  var body: some Component {
    let width = Int(screen.width)
    let height = Int(screen.height)
    let left = max(Int(frame.origin.x) - 1, 0)
    let top = max(Int(frame.origin.y) - 1, 0)
    let right = min(Int((frame.origin.x + frame.size.width).rounded(.up)), width - 1)
    let bottom = min(Int((frame.origin.y + frame.size.height).rounded(.up)), height - 1)
    if right - left >= 1, bottom - top >= 1 {
      let inner = String(repeating: "─", count: right - left - 1)
      edge("┌" + inner + "┐", x: left, y: top).tag("overview-outline")
      edge("└" + inner + "┘", x: left, y: bottom)
      if bottom - top >= 2 {
        side(x: left, top: top + 1, count: bottom - top - 1)
        side(x: right, top: top + 1, count: bottom - top - 1)
      }
    }
  }

  private func edge(_ text: String, x: Int, y: Int) -> some Component {
    Text(text).foregroundColor(.brightMagenta).bold().lineLimit(1)
      .position(x: Double(x), y: Double(y)).frame(width: .points(Double(text.count)))
  }

  private func side(x: Int, top: Int, count: Int) -> some Component {
    Stack(spacing: 0) {
      for row in 0..<count {
        Text("│").foregroundColor(.brightMagenta).bold().key("\(x):\(row)")
      }
    }
    .position(x: Double(x), y: Double(top)).frame(width: 1, height: .points(Double(count)))
  }
}
