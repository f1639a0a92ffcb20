/// One section of sectioned data: a model (the section's identity and
/// content, such as its header) and its items.
///
/// Sectioned diffing and applying work on arrays of `ListSection`:
///
/// ```swift
/// let sections = [
///   ListSection(Header(id: "inbox", title: "Inbox"), items: inboxMessages),
///   ListSection(Header(id: "archive", title: "Archive"), items: archivedMessages),
/// ]
/// ```
public struct ListSection<Model, Item> {
  /// The section's model: its identity and content (title, footer, …).
  public var model: Model

  /// The section's items, in order.
  public var items: [Item]

  /// Creates a section with a model and its items.
  @inlinable
  public init(_ model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }
}

extension ListSection: Equatable where Model: Equatable, Item: Equatable {}

extension ListSection: Hashable where Model: Hashable, Item: Hashable {}

extension ListSection: Sendable where Model: Sendable, Item: Sendable {}

extension ListSection: Identifiable where Model: Identifiable {
  /// The identity of the section: its model's identity.
  @inlinable
  public var id: Model.ID { model.id }
}
