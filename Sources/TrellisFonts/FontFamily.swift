/// A font family: its name and a face per style, each loaded from a font
/// file.
///
/// The files are what a web host serves to the page as web fonts, under
/// ``name``, so the browser draws with the very faces the server measured.
///
/// ```swift
/// let sans = try FontFamily(
///   name: "DejaVu Sans",
///   regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
///   bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
/// ```
public final class FontFamily: Sendable {
  /// The family's name, as a page's `@font-face` rules name it.
  public let name: String
  /// The font file of each face the family has.
  public let files: [FaceStyle: String]
  /// The loaded faces.
  private let faces: [FaceStyle: FontFace]

  /// The most bytes a font file may have (64 MiB), checked before it is
  /// read: a color emoji font is about 10 MB, a CJK one 5–20 MB.
  public static let maximumFileSize = 64 << 20

  /// Loads the family `name` from the font files of its faces; those not
  /// given are drawn with the nearest face the family has.
  ///
  /// - Throws: ``FontError`` naming the first file that is missing,
  ///   unreadable, over ``maximumFileSize`` or not a font.
  public init(
    name: String, regular: String, bold: String? = nil, italic: String? = nil,
    boldItalic: String? = nil
  ) throws(FontError) {
    var files: [FaceStyle: String] = [.regular: regular]
    files[.bold] = bold
    files[.italic] = italic
    files[.boldItalic] = boldItalic
    var faces: [FaceStyle: FontFace] = [:]
    for style in FaceStyle.allCases {
      if let path = files[style] {
        faces[style] = try FontFace(path: path, limit: Self.maximumFileSize)
      }
    }
    self.name = name
    self.files = files
    self.faces = faces
  }

  /// The face to draw `style` with: the family's own, or the nearest it
  /// has (see ``FaceStyle``).
  func face(for style: FaceStyle) -> FontFace {
    for candidate in style.fallbacks {
      if let face = faces[candidate] { return face }
    }
    // `init` always loads the regular face.
    return faces[.regular].unsafelyUnwrapped
  }
}
