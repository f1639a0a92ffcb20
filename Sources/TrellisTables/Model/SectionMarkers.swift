/// Starts a new section with this header when it appears in the array given
/// to ``TableModel/init(sectioned:sectionIndex:)``. A plain `String` does the same.
public struct SectionHeader: Sendable, Hashable {
  /// The header's title.
  public var title: String
  /// Creates a header marker.
  public init(_ title: String) { self.title = title }
}

/// Sets the footer of the section being built when it appears in the array
/// given to ``TableModel/init(sectioned:sectionIndex:)``.
public struct SectionFooter: Sendable, Hashable {
  /// The footer's text.
  public var text: String
  /// Creates a footer marker.
  public init(_ text: String) { self.text = text }
}

/// Starts a new section without a header when it appears in the array given
/// to ``TableModel/init(sectioned:sectionIndex:)``.
public struct SectionBreak: Sendable, Hashable {
  /// Creates a section break.
  public init() {}
}
