/// A hyperlink attached to cells, written with OSC 8 so that terminals which
/// support it make the text clickable.
///
/// Cells that belong to one link should share the same ``id`` when the link's text
/// is split (across lines, for instance), so the terminal highlights it as one.
///
/// Whatever it is given, a link holds nothing a terminal would act on: C0
/// controls (U+0000–U+001F), DEL and C1 controls (U+0080–U+009F, which
/// some terminals read as ESC-sequences, `U+009C` ending the OSC 8 early)
/// are dropped from ``url`` and ``id``, and `;` and `:` from ``id``, when
/// the link is made and whenever either is set.
public struct Hyperlink: Sendable, Hashable {
  private var storedURL: String
  private var storedID: String?

  /// The target URI, without control characters.
  public var url: String {
    get { storedURL }
    set { storedURL = Self.sanitized(url: newValue) }
  }

  /// An optional identifier grouping separate runs of cells into one link:
  /// printable ASCII other than `;` and `:`.
  public var id: String? {
    get { storedID }
    set { storedID = newValue.map(Self.sanitized(id:)) }
  }

  /// Creates a link to `url`, dropping the characters a terminal would act
  /// on (see above).
  public init(url: String, id: String? = nil) {
    storedURL = Self.sanitized(url: url)
    storedID = id.map(Self.sanitized(id:))
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func sanitized(url: String) -> String {
    guard url.unicodeScalars.contains(where: isControl) else { return url }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: url.unicodeScalars.lazy.filter { !isControl($0) })
    return String(scalars)
  }

  private static func sanitized(id: String) -> String {
    String(
      id.unicodeScalars.filter {
        $0.value > 0x20 && $0.value < 0x7F && $0 != ";" && $0 != ":"
      })
  }
}
