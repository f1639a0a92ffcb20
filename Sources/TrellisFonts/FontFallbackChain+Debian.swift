extension FontFallbackChain {
  /// Where Debian's font packages put the chain's files.
  public enum DebianFontFile {
    /// DejaVu Sans (`fonts-dejavu-core`): Latin, Greek, Cyrillic, Hebrew,
    /// Arabic and more.
    public static let sans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// DejaVu Sans Bold (`fonts-dejavu-core`).
    public static let sansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// DejaVu Sans Oblique (`fonts-dejavu-extra`).
    public static let sansOblique = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"
    /// DejaVu Sans Bold Oblique (`fonts-dejavu-extra`).
    public static let sansBoldOblique =
      "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf"
    /// Droid Sans Fallback (`fonts-droid-fallback`): Chinese, Japanese and
    /// Korean Hanja (it has no Hangul syllables).
    public static let cjk = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    /// Nanum Gothic (`fonts-nanum`): Hangul, for Korean.
    public static let korean = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"
    /// Nanum Gothic Bold (`fonts-nanum`).
    public static let koreanBold = "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf"
    /// Noto Color Emoji (`fonts-noto-color-emoji`).
    public static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
  }

  /// The chain from Debian's packages: DejaVu Sans (with its bold and
  /// oblique faces when `fonts-dejavu-extra` is installed), Droid Sans
  /// Fallback for Chinese and Japanese, Nanum Gothic for Korean's Hangul and
  /// Noto Color Emoji.
  ///
  /// - Throws: ``FontError`` naming the first file that is missing or
  ///   unusable (the oblique faces are optional).
  public static func debian() throws(FontError) -> FontFallbackChain {
    let sans = try FontFamily(
      name: "DejaVu Sans", regular: DebianFontFile.sans, bold: DebianFontFile.sansBold,
      italic: optional(DebianFontFile.sansOblique),
      boldItalic: optional(DebianFontFile.sansBoldOblique))
    let cjk = try FontFamily(name: "Droid Sans Fallback", regular: DebianFontFile.cjk)
    let korean = try FontFamily(
      name: "Nanum Gothic", regular: DebianFontFile.korean, bold: DebianFontFile.koreanBold)
    let emoji = try FontFamily(name: "Noto Color Emoji", regular: DebianFontFile.emoji)
    return FontFallbackChain(primary: sans, fallbacks: [cjk, korean], emoji: emoji)
  }

  /// `path` when a file is there, else `nil`.
  private static func optional(_ path: String) -> String? {
    FontFileBytes.exists(path) ? path : nil
  }
}
