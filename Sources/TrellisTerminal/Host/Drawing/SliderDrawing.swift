import Trellis

/// A slider: a track across the frame, `━` up to the knob `●` and `─` after
/// it, in the theme's fill, knob and track looks (by default the knob is
/// bold and inverse when the slider has focus, the rest of the track
/// faint); a tint colours the fill and knob.
enum SliderDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    guard frame.width > 0 else { return }
    let knob = Int(
      SliderBehavior.thumbOffset(
        view.attributes, trackLength: Double(frame.width), in: canvas.environment))
    let row = frame.y + frame.height / 2
    let tint = view.tint
    canvas.repeatCharacter(
      "━", count: knob, x: frame.x, y: row, style: view.style(view.look(.fill), foreground: tint))
    canvas.write(
      "●", x: frame.x + knob, y: row, style: view.style(view.look(.knob), foreground: tint))
    canvas.repeatCharacter(
      "─", count: frame.width - knob - 1, x: frame.x + knob + 1, y: row,
      style: view.style(view.look(.track)))
  }
}
