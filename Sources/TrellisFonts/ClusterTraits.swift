import CHarfBuzz
import Trellis

/// What shaping and wrapping need to know of one grapheme cluster: the
/// font it is drawn with, its face style and script, its line-break class.
struct ClusterTraits {
  /// The font's index in the chain's ``FontFallbackChain/fonts``.
  var font: UInt8
  /// The face style of the run the cluster is in.
  var style: FaceStyle
  /// HarfBuzz's script tag; Common and Inherited clusters take their
  /// neighbours' script once ``resolveScripts(_:)`` ran.
  var script: hb_script_t
  /// Its class for line breaking.
  var breakClass: LineBreakClass
  /// Whether the cluster shows nothing (control characters other than a
  /// line break: they take no width).
  var isControl: Bool
}

extension ClusterTraits {
  /// The traits of every cluster of `clusters`, whose text's UTF-8 bytes
  /// are `bytes`, with fonts chosen from `chain`.
  static func of(
    _ clusters: TextClusters, bytes: UnsafeBufferPointer<UInt8>, chain: FontFallbackChain
  ) -> [ClusterTraits] {
    var traits: [ClusterTraits] = []
    traits.reserveCapacity(clusters.count)
    for run in clusters.text.runs.indices {
      let runStyle = clusters.text.runs[run].style
      let style = FaceStyle(bold: runStyle.bold, italic: runStyle.italic)
      for index in clusters.runStarts[run]..<clusters.runStarts[run + 1] {
        let range = clusters.start(of: index)..<clusters[index].end
        traits.append(cluster(bytes, range, style: style, chain: chain))
      }
    }
    resolveScripts(&traits)
    return traits
  }

  /// The traits of the cluster of `bytes[range]`.
  private static func cluster(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, style: FaceStyle,
    chain: FontFallbackChain
  ) -> ClusterTraits {
    let first = UInt32(bytes[range.lowerBound])
    if range.count == 1 && first < 0x80 {
      // ASCII: Latin letters, or Common; the primary font nearly always
      // has it, which `font(for:)` checks cheaply.
      let isLetter = (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
      return ClusterTraits(
        font: chain.asciiFonts[style]?[Int(first)] ?? 0, style: style,
        script: isLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON,
        breakClass: LineBreakClass(first: first, emoji: false),
        isControl: first < 0x20 || first == 0x7F)
    }
    let scalars = UTF8Scalar.scalars(bytes, in: range)
    let emoji = isEmojiPresentation(scalars)
    var script = HB_SCRIPT_COMMON
    let unicode = hb_unicode_funcs_get_default()
    for scalar in scalars {
      let found = hb_unicode_script(unicode, scalar)
      if found != HB_SCRIPT_COMMON && found != HB_SCRIPT_INHERITED && found != HB_SCRIPT_UNKNOWN {
        script = found
        break
      }
    }
    let isControl = scalars.allSatisfy {
      Unicode.Scalar($0)?.properties.generalCategory == .control
    }
    return ClusterTraits(
      font: font(
        for: scalars, style: style, emoji: scalars.contains(0xFE0F), fonts: chain.fonts,
        emojiIndex: chain.emojiIndex),
      style: style,
      script: script, breakClass: LineBreakClass(first: scalars[0], emoji: emoji),
      isControl: isControl)
  }

  /// Whether a cluster of `scalars` is shown as an emoji, for line
  /// breaking (class ID): an emoji presentation character, or one made so
  /// by U+FE0F, a keycap, a flag or a zero-width-joiner sequence; U+FE0E
  /// asks for text.
  static func isEmojiPresentation(_ scalars: [UInt32]) -> Bool {
    if scalars.contains(0xFE0E) { return false }
    if scalars.contains(where: { $0 == 0xFE0F || $0 == 0x20E3 }) { return true }
    guard let first = Unicode.Scalar(scalars[0]) else { return false }
    if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
    if first.properties.isEmojiPresentation { return true }
    return scalars.contains(0x200D) && first.properties.isEmoji && first.value > 0xFF
  }

  /// The first font of the chain's order for the cluster that has every
  /// scalar it shows; when none has them all, the first with its first
  /// shown scalar; when none has that, the primary font (whose missing
  /// glyph the browser shows too). The order is the chain's, as the CSS
  /// font list decides in Chromium even for emoji (DejaVu Sans draws 😀
  /// in black and white), except that a cluster with U+FE0F (`emoji`)
  /// asks for the emoji font first, as Chromium does.
  static func font(
    for scalars: [UInt32], style: FaceStyle, emoji: Bool, fonts: [FontFamily], emojiIndex: Int?
  ) -> UInt8 {
    let shown = scalars.filter { scalar in
      guard let value = Unicode.Scalar(scalar) else { return false }
      let properties = value.properties
      return !properties.isDefaultIgnorableCodePoint && !properties.isVariationSelector
        && properties.generalCategory != .control
    }
    guard let lead = shown.first else { return 0 }
    var order = Array(0..<fonts.count)
    if emoji, let emojiIndex {
      order.removeLast()
      order.insert(emojiIndex, at: 0)
    }
    for index in order {
      let face = fonts[index].face(for: style)
      if shown.allSatisfy(face.hasGlyph(for:)) { return UInt8(index) }
    }
    for index in order where fonts[index].face(for: style).hasGlyph(for: lead) {
      return UInt8(index)
    }
    return 0
  }

  /// Gives Common and Inherited clusters (spaces, digits, punctuation,
  /// marks) the script of the cluster before them, or of the first one
  /// after them at the start of the text, so they shape with their words.
  static func resolveScripts(_ traits: inout [ClusterTraits]) {
    var current = traits.first { $0.script != HB_SCRIPT_COMMON }?.script ?? HB_SCRIPT_COMMON
    for index in traits.indices {
      if traits[index].script == HB_SCRIPT_COMMON {
        traits[index].script = current
      } else {
        current = traits[index].script
      }
    }
  }
}
