import Trellis

/// An activity indicator: a braille spinner that moves one step per
/// animation frame while animating, and nothing when stopped.
enum ActivityIndicatorDrawing {
  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    guard view.attributes[.animating] == true else { return }
    let frame = frames[view.animationFrame % frames.count]
    canvas.write(
      String(frame), x: view.frame.x, y: view.frame.y + view.frame.height / 2,
      style: view.style(view.look()))
  }
}
