import Trellis

/// A progress bar: its label, then a bar of `█` (done, in the theme's fill
/// look or the tint) and `░` (to do, in its track look: faint by default)
/// across the rest of the frame.
enum ProgressBarDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    let row = frame.y + frame.height / 2
    var x = frame.x
    if let label = view.attributes[.label], !label.isEmpty {
      x = canvas.write(label + " ", x: x, y: row, style: view.style(view.look(.label)))
    }
    let barWidth = max(0, frame.maxX - x)
    let value = min(max(view.attributes[.doubleValue] ?? 0, 0), 1)
    let done = Int((value * Double(barWidth)).rounded())
    canvas.repeatCharacter(
      "█", count: done, x: x, y: row, style: view.style(view.look(.fill), foreground: view.tint))
    canvas.repeatCharacter(
      "░", count: barWidth - done, x: x + done, y: row, style: view.style(view.look(.track)))
  }
}
