import Trellis

/// A box drawn around the inspector's selected view, one host unit outside
/// its frame (a cell on a grid, a pixel in a browser) and kept on screen
/// (on the frame's own edge where the screen ends).
///
/// Its sides are dividers in the accent colour, which each host draws as a
/// line of its own: `─` and `│` on a terminal, a 1 px rule on the web
/// (text characters there would be a line of text tall, at pixel
/// positions).
struct OverviewOutline: Component {
  let frame: Rect
  let screen: Size

  var body: some Component {
    let left = max(frame.origin.x - 1, 0)
    let top = max(frame.origin.y - 1, 0)
    let right = min(frame.origin.x + frame.size.width, screen.width - 1)
    let bottom = min(frame.origin.y + frame.size.height, screen.height - 1)
    if right - left >= 1, bottom - top >= 1 {
      Stack(spacing: 0, alignment: .stretch) {
        Divider(color: .accent)
        Stack(.horizontal, spacing: 0, alignment: .stretch) {
          Divider(.vertical, color: .accent)
          Spacer()
          Divider(.vertical, color: .accent)
        }
        .flex(grow: 1, shrink: 1)
        Divider(color: .accent)
      }
      .position(x: left, y: top)
      .frame(width: .points((right - left + 1).rounded(.up)), height: .points(bottom - top + 1))
      .tag("overview-outline")
    }
  }
}
