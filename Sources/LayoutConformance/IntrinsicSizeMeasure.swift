import TrellisLayout

/// The text measure function of the fixture format: 10 points per character and per line,
/// words wrapped greedily at spaces.
enum IntrinsicSizeMeasure {
  static let name = "IntrinsicSizeMeasure"
  static let characterWidth = 10.0
  static let lineHeight = 10.0

  /// A measure function for `text` in a node whose own flex direction is `flexDirection`.
  static func function(text: String, flexDirection: FlexDirection) -> MeasureFunction {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
    let length = Double(text.count)
    let widestWord = Double(words.max() ?? 0) * characterWidth
    let wrapsAtMeasuredWidth = flexDirection == .column
    return { width, widthMode, height, heightMode in
      let measuredWidth: Double
      switch widthMode {
      case .exactly: measuredWidth = width
      case .atMost: measuredWidth = Swift.min(length * characterWidth, width)
      case .undefined: measuredWidth = length * characterWidth
      }
      let wrapWidth = wrapsAtMeasuredWidth ? measuredWidth : Swift.max(measuredWidth, widestWord)
      let textHeight = Self.height(words: words, length: length, width: wrapWidth)
      let measuredHeight: Double
      switch heightMode {
      case .exactly: measuredHeight = height
      case .atMost: measuredHeight = Swift.min(textHeight, height)
      case .undefined: measuredHeight = textHeight
      }
      return LayoutSize(width: measuredWidth, height: measuredHeight)
    }
  }

  /// The text's min-content width: its longest word (the format's text never breaks inside
  /// a word, as its height rule says), which the measure function cannot report because it
  /// clamps its width to an `atMost` limit.
  static func minContentWidth(text: String) -> MinContentWidthFunction {
    let widestWord =
      Double(text.split(separator: " ").map(\.count).max() ?? 0) * characterWidth
    return { widestWord }
  }

  /// The height of the text wrapped at `width`: whole text on one line if it fits; else
  /// words placed greedily, each followed by a space, and a word wider than the line on a
  /// line of its own.
  static func height(words: [Int], length: Double, width: Double) -> Double {
    if length * characterWidth <= width { return lineHeight }
    var lines = 1.0
    var lineLength = 0.0
    for word in words {
      let wordWidth = Double(word) * characterWidth
      if wordWidth > width {
        if lineLength > 0 { lines += 1 }
        lines += 1
        lineLength = 0
      } else if lineLength + wordWidth <= width {
        lineLength += wordWidth + characterWidth
      } else {
        lines += 1
        lineLength = wordWidth + characterWidth
      }
    }
    return (lineLength == 0 ? lines - 1 : lines) * lineHeight
  }
}
