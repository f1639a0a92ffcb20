/// A hyperlink attached to cells, written with OSC 8 so that terminals which
/// support it make the text clickable.
///
/// Cells that belong to one link should share the same ``id`` when the link's text
/// is split (across lines, for instance), so the terminal highlights it as one.
public struct Hyperlink: Sendable, Hashable {
  /// The target URI.
  public var url: String
  /// An optional identifier grouping separate runs of cells into one link.
  public var id: String?

  /// Creates a link to `url`.
  ///
  /// Characters a terminal would read as the end of the sequence (control
  /// characters) are dropped from both strings, as is `;` and `:` from `id`.
  public init(url: String, id: String? = nil) {
    self.url = String(url.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    self.id = id.map { identifier in
      String(
        identifier.unicodeScalars.filter {
          $0.value > 0x20 && $0.value < 0x7F && $0 != ";" && $0 != ":"
        })
    }
  }
}
