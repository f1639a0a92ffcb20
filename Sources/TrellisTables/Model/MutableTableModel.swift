public import TrellisDiff

/// A ``TableModel`` that changes, each change returning the `Changeset`
/// that animates it.
///
/// ```swift
/// var model = MutableTableModel(list: ["a", "b"])
/// let changes = model.append(["c"])        // insert [0, 2]
/// try await table.apply(changes, to: model.model)
/// ```
///
/// Changes cost what they touch: an insert shifts the rows after it inside
/// one section's contiguous array and builds a one-entry changeset; no
/// other section, and no row identity, is visited. User edits — replace,
/// move, delete — check the row's ``RowPermissions`` first and throw
/// ``TableModelError/notPermitted(_:_:)`` (changing nothing) when refused.
public struct MutableTableModel: Sendable {
  /// The model as it is now.
  public private(set) var model: TableModel
  /// The permissions of rows whose object is not ``RowPermissionProviding``.
  public var defaultPermissions: RowPermissions

  /// Wraps a model.
  public init(_ model: TableModel = TableModel(), defaultPermissions: RowPermissions = .all) {
    self.model = model
    self.defaultPermissions = defaultPermissions
  }

  /// A mutable model of one list (see ``TableModel/init(list:sectionIndex:)``).
  public init(list: [any Sendable]?, defaultPermissions: RowPermissions = .all) {
    self.init(TableModel(list: list), defaultPermissions: defaultPermissions)
  }

  /// A mutable model of a sectioned array (see ``TableModel/init(sectioned:sectionIndex:)``).
  public init(sectioned array: [any Sendable]?, defaultPermissions: RowPermissions = .all) {
    self.init(TableModel(sectioned: array), defaultPermissions: defaultPermissions)
  }

  /// The sections now.
  public var sections: [TableSection] { model.sections }

  /// The permissions of a row.
  public func permissions(at path: ItemPath) -> RowPermissions {
    guard let object = model.object(at: path) else { return [] }
    return (object as? any RowPermissionProviding)?.rowPermissions ?? defaultPermissions
  }

  // MARK: Objects

  /// Appends objects to the last section — creating a section without
  /// header if the model has none (so appending to a model made from an
  /// empty or `nil` list works).
  @discardableResult
  public mutating func append(_ objects: [any Sendable]) -> Changeset {
    if model.sections.isEmpty {
      model.sections.append(TableSection(objects: objects))
      return Changeset(sectionInserts: [0])
    }
    // Appending to an existing section cannot be out of range.
    return (try? append(objects, toSection: model.sections.count - 1)) ?? .empty
  }

  /// Appends objects to the end of a section.
  @discardableResult
  public mutating func append(_ objects: [any Sendable], toSection section: Int)
    throws(TableModelError) -> Changeset
  {
    try checkSection(section)
    let start = model.sections[section].objects.count
    model.sections[section].objects.append(contentsOf: objects)
    return Changeset(
      itemInserts: (start..<start + objects.count).map { ItemPath(section: section, item: $0) })
  }

  /// Inserts an object so that it ends up at `path` (`path.item` may equal
  /// the section's count, to append).
  @discardableResult
  public mutating func insert(_ object: any Sendable, at path: ItemPath) throws(TableModelError)
    -> Changeset
  {
    try checkSection(path.section)
    guard (0...model.sections[path.section].objects.count).contains(path.item) else {
      throw .rowOutOfRange(path)
    }
    model.sections[path.section].objects.insert(object, at: path.item)
    return Changeset(itemInserts: [path])
  }

  /// Removes the object of a row, whatever its permissions (a change the
  /// program makes, not the user).
  @discardableResult
  public mutating func remove(at path: ItemPath) throws(TableModelError) -> Changeset {
    try checkRow(path)
    model.sections[path.section].objects.remove(at: path.item)
    return Changeset(itemDeletes: [path])
  }

  /// Replaces the object of a row (a reload), whatever its permissions.
  @discardableResult
  public mutating func replace(at path: ItemPath, with object: any Sendable) throws(TableModelError)
    -> Changeset
  {
    try checkRow(path)
    model.sections[path.section].objects[path.item] = object
    return Changeset(itemReloads: [path])
  }

  // MARK: Sections

  /// Appends a section.
  @discardableResult
  public mutating func appendSection(_ section: TableSection = TableSection()) -> Changeset {
    model.sections.append(section)
    return Changeset(sectionInserts: [model.sections.count - 1])
  }

  /// Inserts a section so that it ends up at `index`.
  @discardableResult
  public mutating func insertSection(_ section: TableSection, at index: Int) throws(TableModelError)
    -> Changeset
  {
    guard (0...model.sections.count).contains(index) else {
      throw .sectionOutOfRange(index, count: model.sections.count)
    }
    model.sections.insert(section, at: index)
    return Changeset(sectionInserts: [index])
  }

  /// Removes a section and its rows.
  @discardableResult
  public mutating func removeSection(at index: Int) throws(TableModelError) -> Changeset {
    try checkSection(index)
    model.sections.remove(at: index)
    return Changeset(sectionDeletes: [index])
  }

  /// Changes a section's header and footer (a section reload).
  @discardableResult
  public mutating func setHeader(_ header: String?, footer: String?, ofSection index: Int)
    throws(TableModelError) -> Changeset
  {
    try checkSection(index)
    model.sections[index].header = header
    model.sections[index].footer = footer
    return Changeset(sectionReloads: [index])
  }

  // MARK: User edits

  /// The user replaced a row's object; requires ``RowPermissions/edit``.
  @discardableResult
  public mutating func edit(at path: ItemPath, to object: any Sendable) throws(TableModelError)
    -> Changeset
  {
    try checkPermission(.edit, at: path)
    return try replace(at: path, with: object)
  }

  /// The user deleted a row; requires ``RowPermissions/delete``.
  @discardableResult
  public mutating func delete(at path: ItemPath) throws(TableModelError) -> Changeset {
    try checkPermission(.delete, at: path)
    return try remove(at: path)
  }

  /// The user moved a row from `source` to `destination` (the path it has
  /// after the move, possibly in another section); requires
  /// ``RowPermissions/move``.
  @discardableResult
  public mutating func move(from source: ItemPath, to destination: ItemPath) throws(TableModelError)
    -> Changeset
  {
    try checkPermission(.move, at: source)
    try checkSection(destination.section)
    let sameSection = source.section == destination.section
    let limit = model.sections[destination.section].objects.count - (sameSection ? 1 : 0)
    guard (0...limit).contains(destination.item) else { throw .rowOutOfRange(destination) }
    if source == destination { return .empty }
    let object = model.sections[source.section].objects.remove(at: source.item)
    model.sections[destination.section].objects.insert(object, at: destination.item)
    return Changeset(itemMoves: [ChangesetMove(from: source, to: destination)])
  }

  // MARK: Checks

  private func checkSection(_ index: Int) throws(TableModelError) {
    guard model.sections.indices.contains(index) else {
      throw .sectionOutOfRange(index, count: model.sections.count)
    }
  }

  private func checkRow(_ path: ItemPath) throws(TableModelError) {
    try checkSection(path.section)
    guard model.sections[path.section].objects.indices.contains(path.item) else {
      throw .rowOutOfRange(path)
    }
  }

  private func checkPermission(_ edit: TableModelError.RowEdit, at path: ItemPath)
    throws(TableModelError)
  {
    try checkRow(path)
    guard permissions(at: path).allows(edit) else { throw .notPermitted(edit, path) }
  }
}
