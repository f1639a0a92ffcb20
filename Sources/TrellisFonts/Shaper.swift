import CHarfBuzz
import Trellis

/// Shapes a text's clusters with HarfBuzz, item by item, and gives each
/// cluster its advance in ems.
///
/// An item is a longest stretch of clusters drawn with one font, face and
/// script, between line breaks; it is shaped as a whole (kerning,
/// ligatures, marks, Arabic joining, right-to-left order), and each
/// glyph's advance is added to the cluster its HarfBuzz cluster starts in,
/// so a ligature's width goes to its first cluster and the advances of a
/// line sum to the line's shaped width.
struct Shaper {
  /// The fonts.
  let chain: FontFallbackChain

  /// The advance in ems of each cluster of `clusters`.
  func advances(
    _ clusters: TextClusters, bytes: UnsafeBufferPointer<UInt8>, traits: [ClusterTraits]
  ) -> [Float] {
    var advances = [Float](repeating: 0, count: clusters.count)
    var start = 0
    while start < clusters.count {
      guard isShaped(clusters, traits, start) else {
        start += 1
        continue
      }
      var end = start + 1
      while end < clusters.count, isShaped(clusters, traits, end),
        traits[end].font == traits[start].font, traits[end].style == traits[start].style,
        traits[end].script == traits[start].script
      {
        end += 1
      }
      let item = shapeItem(clusters, bytes: bytes, clusters: start..<end, traits: traits[start])
      for (offset, advance) in item.enumerated() { advances[start + offset] = advance }
      start = end
    }
    return advances
  }

  /// Whether the cluster at `index` is shaped: line breaks and controls
  /// show nothing.
  private func isShaped(_ clusters: TextClusters, _ traits: [ClusterTraits], _ index: Int)
    -> Bool
  {
    clusters[index].kind != .newline && !traits[index].isControl
  }

  /// The advances of the clusters in `range`, from the cache or shaped.
  private func shapeItem(
    _ clusters: TextClusters, bytes: UnsafeBufferPointer<UInt8>, clusters range: Range<Int>,
    traits: ClusterTraits
  ) -> [Float] {
    let first = clusters.start(of: range.lowerBound)
    let piece = UnsafeBufferPointer(rebasing: bytes[first..<clusters[range.upperBound - 1].end])
    var ends: [Int] = []
    ends.reserveCapacity(range.count)
    for index in range { ends.append(clusters[index].end - first) }
    guard piece.count <= ShapeCache.maximumPieceLength else {
      return shape(piece, ends: ends, traits: traits)
    }
    let key = ShapeCache.Key(
      font: traits.font, style: traits.style, script: traits.script.rawValue,
      bytes: Array(piece))
    if let cached = chain.cache.advances(for: key) { return cached }
    let advances = shape(piece, ends: ends, traits: traits)
    chain.cache.store(advances, for: key)
    return advances
  }

  /// Shapes `piece`, whose clusters end at `ends`, and sums each glyph's
  /// advance into its cluster.
  private func shape(_ piece: UnsafeBufferPointer<UInt8>, ends: [Int], traits: ClusterTraits)
    -> [Float]
  {
    let face = chain.fonts[Int(traits.font)].face(for: traits.style)
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    piece.withMemoryRebound(to: CChar.self) { text in
      hb_buffer_add_utf8(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
    }
    var direction = hb_script_get_horizontal_direction(traits.script)
    if direction == HB_DIRECTION_INVALID { direction = HB_DIRECTION_LTR }
    hb_buffer_set_direction(buffer, direction)
    if traits.script != HB_SCRIPT_COMMON { hb_buffer_set_script(buffer, traits.script) }
    // English, as a browser shapes a page that names no language (the
    // language selects localized forms).
    hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    var advances = [Float](repeating: 0, count: ends.count)
    guard let infos, let positions else { return advances }
    let perUnit = 1 / Float(face.unitsPerEm)
    for glyph in 0..<Int(count) {
      let cluster = Self.index(ofClusterAt: Int(infos[glyph].cluster), ends: ends)
      if let bitmap = face.bitmapAdvances {
        let id = Int(infos[glyph].codepoint)
        advances[cluster] += id < bitmap.count ? bitmap[id] : 0
      } else {
        advances[cluster] += Float(positions[glyph].x_advance) * perUnit
      }
    }
    return advances
  }

  /// The index of the cluster holding UTF-8 offset `offset`: the first
  /// whose end is past it.
  private static func index(ofClusterAt offset: Int, ends: [Int]) -> Int {
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] > offset { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
