public import TrellisDiff

/// The rows of a table: plain objects in sections, with optional headers,
/// footers and a section index. An immutable `Sendable` value.
///
/// Make one from a flat list, from sections, or from a "sectioned array" in
/// which a `String` (or ``SectionHeader``) starts a section, as in Nimbus:
///
/// ```swift
/// let model = TableModel(sectioned: [
///   "Fruit", Fruit("apple"), Fruit("banana"), SectionFooter("2 kinds"),
///   "Vegetables", Vegetable("carrot"),
/// ])
/// ```
///
/// Each section keeps its objects in one contiguous array, so a model of a
/// million rows is a thousand arrays, not a million allocations. Objects
/// name their cells through ``CellFactory``; see ``MutableTableModel`` for
/// changes that come with their `Changeset`.
public struct TableModel: Sendable {
  /// The sections, in order.
  public internal(set) var sections: [TableSection]
  /// The section index shown beside the table.
  public var sectionIndex: SectionIndex

  /// Creates a model from sections.
  public init(sections: [TableSection] = [], sectionIndex: SectionIndex = .none) {
    self.sections = sections
    self.sectionIndex = sectionIndex
  }

  /// Creates a model of one section without header from a list; `nil` or an
  /// empty list makes a model with no sections at all (and appending to it
  /// later creates the section).
  public init(list: [any Sendable]?, sectionIndex: SectionIndex = .none) {
    if let list, !list.isEmpty {
      self.init(sections: [TableSection(objects: list)], sectionIndex: sectionIndex)
    } else {
      self.init(sectionIndex: sectionIndex)
    }
  }

  /// Creates a model from a sectioned array: a `String` or ``SectionHeader``
  /// starts a section with that header, ``SectionBreak`` starts one without,
  /// ``SectionFooter`` sets the footer of the current section, and every
  /// other element is a row. Rows before the first header go to a section
  /// without header. `nil` or an empty array makes an empty model.
  public init(sectioned array: [any Sendable]?, sectionIndex: SectionIndex = .none) {
    var sections: [TableSection] = []
    for element in array ?? [] {
      switch element {
      case let title as String:
        sections.append(TableSection(header: title))
      case let header as SectionHeader:
        sections.append(TableSection(header: header.title))
      case is SectionBreak:
        sections.append(TableSection())
      case let footer as SectionFooter:
        if sections.isEmpty { sections.append(TableSection()) }
        sections[sections.count - 1].footer = footer.text
      default:
        if sections.isEmpty { sections.append(TableSection()) }
        sections[sections.count - 1].objects.append(element)
      }
    }
    self.init(sections: sections, sectionIndex: sectionIndex)
  }

  // MARK: Reading

  /// The number of sections.
  public var sectionCount: Int { sections.count }
  /// The number of rows in each section.
  public var counts: [Int] { sections.map(\.objects.count) }
  /// The number of rows in all sections.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.objects.count } }
  /// Whether the model has no rows (it may still have empty sections).
  public var isEmpty: Bool { sections.allSatisfy(\.objects.isEmpty) }

  /// The object of a row; `nil` if the path names no row.
  public func object(at path: ItemPath) -> (any Sendable)? {
    guard sections.indices.contains(path.section),
      sections[path.section].objects.indices.contains(path.item)
    else { return nil }
    return sections[path.section].objects[path.item]
  }

  /// The object of a row, which must exist.
  public subscript(path: ItemPath) -> any Sendable {
    sections[path.section].objects[path.item]
  }

  /// The paths of every row, in order.
  public var paths: [ItemPath] {
    sections.indices.flatMap { s in
      sections[s].objects.indices.map { ItemPath(section: s, item: $0) }
    }
  }

  // MARK: Section index

  /// The titles of the section index, in order (empty for ``SectionIndex/none``).
  public var sectionIndexTitles: [String] {
    var titles: [String] = []
    switch sectionIndex.style {
    case .none: return []
    case .alphabetical:
      titles = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    case .sectionTitles:
      for section in sections {
        let key = SectionIndex.key(of: section.header)
        if key != SectionIndex.hashTitle && !titles.contains(key) { titles.append(key) }
      }
    }
    if sectionIndex.includesSearch { titles.insert(SectionIndex.searchTitle, at: 0) }
    if sectionIndex.includesHash { titles.append(SectionIndex.hashTitle) }
    return titles
  }

  /// Where choosing an index entry leads: the first section whose header
  /// starts with that letter, or — for a letter no header starts with —
  /// the first section after it in the alphabet (the last section if none).
  /// "#" leads to the first section whose header starts with no letter.
  /// `nil` for a title the index does not show or a model without sections.
  public func target(forIndexTitle title: String) -> SectionIndex.Target? {
    guard sectionIndexTitles.contains(title) else { return nil }
    if title == SectionIndex.searchTitle { return .search }
    guard !sections.isEmpty else { return nil }
    let keys = sections.map { SectionIndex.key(of: $0.header) }
    if title == SectionIndex.hashTitle {
      return keys.firstIndex(of: title).map { .section($0) } ?? .section(sections.count - 1)
    }
    if let exact = keys.firstIndex(of: title) { return .section(exact) }
    let later = keys.firstIndex { $0 != SectionIndex.hashTitle && $0 > title }
    return .section(later ?? sections.count - 1)
  }
}
