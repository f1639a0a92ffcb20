import TrellisLayout

/// A text-like measure: `characters` × 10 wide on one line, wrapping to more lines of height
/// 10 when the width is limited.
func textMeasure(characters: Int) -> MeasureFunction {
  { width, widthMode, _, _ in
    let natural = Double(characters * 10)
    let lineWidth = widthMode == .undefined ? natural : min(natural, width)
    let lines = lineWidth > 0 ? (natural / lineWidth).rounded(.up) : 1
    return LayoutSize(width: lineWidth, height: lines * 10)
  }
}
