/// The index shown beside a table to jump between sections: none, one entry
/// per section title, or the whole alphabet — optionally with a search
/// entry first and a "#" entry for titles that start with no letter.
///
/// ```
/// .alphabetical(search: true)   🔍 A B C … Z #
/// .sectionTitles()              F V        (from "Fruit", "Vegetables")
/// ```
public struct SectionIndex: Sendable, Hashable {
  /// Where the index entries come from.
  public enum Style: Sendable, Hashable {
    /// No index.
    case none
    /// The first letter of each section's header, in section order.
    case sectionTitles
    /// A to Z, whatever the sections are.
    case alphabetical
  }

  /// Where the entries come from.
  public var style: Style
  /// Whether a search entry (``searchTitle``) comes first.
  public var includesSearch: Bool
  /// Whether a "#" entry (``hashTitle``) comes last, for sections whose
  /// header does not start with a letter.
  public var includesHash: Bool

  /// The title of the search entry.
  public static let searchTitle = "🔍"
  /// The title of the entry for sections not starting with a letter.
  public static let hashTitle = "#"

  /// Creates an index description.
  public init(style: Style, includesSearch: Bool = false, includesHash: Bool = false) {
    self.style = style
    self.includesSearch = includesSearch
    self.includesHash = includesHash
  }

  /// No index.
  public static let none = SectionIndex(style: .none)

  /// One entry per distinct first letter of the section headers.
  public static func sectionTitles(search: Bool = false, hash: Bool = false) -> SectionIndex {
    SectionIndex(style: .sectionTitles, includesSearch: search, includesHash: hash)
  }

  /// The letters A to Z.
  public static func alphabetical(search: Bool = false, hash: Bool = true) -> SectionIndex {
    SectionIndex(style: .alphabetical, includesSearch: search, includesHash: hash)
  }

  /// Where choosing an index entry leads.
  public enum Target: Sendable, Hashable {
    /// To the search field (the top of the table).
    case search
    /// To the first row of this section.
    case section(Int)
  }

  /// The index key of a header: its first character, upper-cased, if it is
  /// a letter; ``hashTitle`` otherwise.
  static func key(of header: String?) -> String {
    guard let first = header?.first, first.isLetter else { return hashTitle }
    return first.uppercased()
  }
}
