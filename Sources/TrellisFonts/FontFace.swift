import CFreeType
import CHarfBuzz

/// One font file, ready to shape with: HarfBuzz's face and font over the
/// file's bytes, and the vertical metrics FreeType read from it.
///
/// FreeType is used only while loading (to check the file and read its
/// metrics), so nothing here needs a lock: HarfBuzz fonts with its own
/// OpenType functions may shape on many threads at once once immutable.
final class FontFace: @unchecked Sendable {
  /// The file the face came from.
  let path: String
  /// The font's design units per em.
  let unitsPerEm: Int
  /// The distance from the baseline up to the top of a line, in ems.
  let ascent: Double
  /// The distance from the baseline down to the bottom of a line, in ems
  /// (positive).
  let descent: Double
  /// The extra space between lines the font asks for, in ems.
  let lineGap: Double
  /// HarfBuzz's font, scaled to design units (`unitsPerEm` to the em).
  let font: OpaquePointer
  /// The advance of a space, in ems: what a line break shown as a space
  /// in a cut line takes.
  let spaceAdvance: Double
  /// For a font of bitmaps only (color emoji), each glyph's advance in
  /// ems as its bitmap strike gives it, which is what browsers draw with
  /// (Noto Color Emoji: 136 px at 109 ppem, 1.248 em, where its `hmtx`
  /// says 1.245 em); `nil` for outline fonts, whose `hmtx` advances are
  /// used.
  let bitmapAdvances: [Float]?

  /// Loads the font file at `path`, at most `limit` bytes.
  init(path: String, limit: Int) throws(FontError) {
    let bytes = try FontFileBytes(path: path, limit: limit)
    let metrics: Metrics
    do {
      metrics = try Self.readMetrics(bytes, path: path)
    } catch {
      free(bytes.pointer)
      throw error
    }
    // The blob owns the bytes from here on and frees them with the font.
    let blob = hb_blob_create(
      bytes.pointer.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
      HB_MEMORY_MODE_READONLY, bytes.pointer, { free($0) })
    let face = hb_face_create(blob, 0)
    hb_blob_destroy(blob)
    guard hb_face_get_glyph_count(face) > 0 else {
      hb_face_destroy(face)
      throw .invalidFont(path: path, reason: "HarfBuzz finds no glyphs in it")
    }
    let font = hb_font_create(face)
    hb_face_destroy(face)
    hb_font_set_scale(font, Int32(metrics.unitsPerEm), Int32(metrics.unitsPerEm))
    hb_font_make_immutable(font)
    var space: hb_codepoint_t = 0
    let spaceUnits =
      hb_font_get_nominal_glyph(font, 0x20, &space) != 0
      ? hb_font_get_glyph_h_advance(font, space) : 0
    spaceAdvance = Double(max(0, spaceUnits)) / Double(metrics.unitsPerEm)
    bitmapAdvances = metrics.bitmapAdvances
    self.path = path
    self.font = font!
    unitsPerEm = metrics.unitsPerEm
    let em = Double(metrics.unitsPerEm)
    ascent = metrics.ascender / em
    descent = metrics.descender / em
    lineGap = metrics.lineGap / em
  }

  deinit {
    hb_font_destroy(font)
  }

  /// Whether the font has a glyph of its own for `scalar`.
  func hasGlyph(for scalar: UInt32) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 && glyph != 0
  }

  /// What FreeType reads from a font file, in design units.
  private struct Metrics {
    var unitsPerEm: Int
    var ascender: Double
    var descender: Double
    var lineGap: Double
    var bitmapAdvances: [Float]?
  }

  /// Opens the bytes with FreeType, checks they are an OpenType font and
  /// reads its vertical metrics the way browsers do: the OS/2 typographic
  /// values when the font asks for them (`USE_TYPO_METRICS`) or `hhea` has
  /// none, else `hhea`'s. The tables are read directly: FreeType leaves its
  /// own scaled metrics empty for a bitmap-only font (color emoji).
  private static func readMetrics(_ bytes: FontFileBytes, path: String) throws(FontError)
    -> Metrics
  {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw .invalidFont(path: path, reason: "FreeType could not start")
    }
    defer { FT_Done_FreeType(library) }
    var faceOrNil: FT_Face?
    let status = FT_New_Memory_Face(
      library, bytes.pointer.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0,
      &faceOrNil)
    guard status == 0, let face = faceOrNil else {
      throw .invalidFont(path: path, reason: "FreeType cannot open it (error \(status))")
    }
    defer { FT_Done_Face(face) }
    guard face.pointee.num_glyphs > 0,
      let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self),
      let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(
        to: TT_HoriHeader.self),
      head.pointee.Units_Per_EM > 0
    else {
      throw .invalidFont(path: path, reason: "not an OpenType font with glyphs")
    }
    var metrics = Metrics(
      unitsPerEm: Int(head.pointee.Units_Per_EM), ascender: Double(hhea.pointee.Ascender),
      descender: Double(-hhea.pointee.Descender), lineGap: Double(hhea.pointee.Line_Gap))
    if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
      os2.pointee.version != 0xFFFF,
      os2.pointee.fsSelection & (1 << 7) != 0 || metrics.ascender + metrics.descender == 0
    {
      metrics.ascender = Double(os2.pointee.sTypoAscender)
      metrics.descender = Double(-os2.pointee.sTypoDescender)
      metrics.lineGap = Double(os2.pointee.sTypoLineGap)
    }
    metrics.lineGap = max(0, metrics.lineGap)
    metrics.bitmapAdvances = bitmapAdvances(of: face)
    return metrics
  }

  /// The advance in ems of every glyph of a font without outlines, read
  /// from its largest bitmap strike (metrics only, no bitmap decoded);
  /// `nil` for a font with outlines.
  private static func bitmapAdvances(of face: FT_Face) -> [Float]? {
    let record = face.pointee
    guard record.face_flags & FT_FACE_FLAG_SCALABLE == 0, record.num_fixed_sizes > 0,
      let sizes = record.available_sizes
    else { return nil }
    var strike = 0
    for index in 0..<Int(record.num_fixed_sizes) where sizes[index].y_ppem > sizes[strike].y_ppem {
      strike = index
    }
    let ppem = Float(sizes[strike].y_ppem) / 64
    guard ppem > 0, FT_Select_Size(face, FT_Int(strike)) == 0 else { return nil }
    let flags = FT_Int32(FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY)
    return (0..<Int(record.num_glyphs)).map { glyph in
      guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0 else { return 0 }
      return Float(face.pointee.glyph.pointee.advance.x) / 64 / ppem
    }
  }
}
