import Observation
public import Trellis
public import TrellisDiff

/// A table fed by snapshots of identifiable elements — from an
/// `@Observable` model or an async sequence — each diffed against the one
/// before into the `Changeset` that animates it (the "fetched results"
/// case).
///
/// ```swift
/// @Observable final class Inbox { var messages: [Message] = [] }
/// let inbox = Inbox()
/// let live = LiveTableModel<Message>(section: { $0.day })
/// live.observe { inbox.messages }        // every change re-diffs
/// live.table.mount(host: host, parent: host.rootView, frame: frame)  // rows as wide as `frame`
/// ```
///
/// Consecutive elements with the same section title form a section. A
/// changed element (same id, different content) is reloaded; moved ones
/// move, across sections too.
@MainActor
public final class LiveTableModel<Element: Identifiable & Equatable & Sendable>
where Element.ID: Sendable {
  /// The table showing the elements.
  public let table: TableView
  /// The last snapshot applied, sectioned.
  public private(set) var sections: [ListSection<String?, Element>] = []

  private let sectionTitle: @Sendable (Element) -> String?
  private var observing = false
  private var consumer: Task<Void, Never>?
  /// The re-diff an observed change scheduled and that has not run yet. Set
  /// from whatever thread changed the model, so behind a lock.
  private nonisolated let pendingObservation = Locked<Task<Void, Never>?>(nil)

  /// Creates an empty live table.
  ///
  /// - Parameters:
  ///   - factory: finds each element's cell.
  ///   - actions: the rows' tap, detail and navigate actions.
  ///   - width: the width rows are laid out in.
  ///   - environment: the environment of the host the table will show in
  ///     (`host.environment`): rows are laid out in it.
  ///   - sectionIndex: the section index the table offers (see
  ///     ``TableView/scroll(toIndexTitle:)``), kept across snapshots.
  ///   - section: the title of the section an element belongs to; `nil`
  ///     (the default) puts every element in one section without header.
  public convenience init(
    factory: CellFactory = CellFactory(), actions: TableActions = TableActions(), width: Double,
    environment: LayoutEnvironment, sectionIndex: SectionIndex = .none,
    section: @escaping @Sendable (Element) -> String? = { _ in nil }
  ) {
    self.init(
      table: TableView(
        model: TableModel(sectionIndex: sectionIndex), factory: factory, actions: actions,
        width: width, environment: environment),
      section: section)
  }

  /// Creates an empty live table whose rows are laid out at the width of
  /// the frame it is mounted in, in the environment of the host it is
  /// mounted in (see ``TableView/init(model:factory:actions:estimatedRowHeight:)``);
  /// the parameters are those of
  /// ``init(factory:actions:width:environment:sectionIndex:section:)``.
  public convenience init(
    factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    sectionIndex: SectionIndex = .none,
    section: @escaping @Sendable (Element) -> String? = { _ in nil }
  ) {
    self.init(
      table: TableView(
        model: TableModel(sectionIndex: sectionIndex), factory: factory, actions: actions),
      section: section)
  }

  /// Creates an empty live table shown by `table`.
  init(table: TableView, section: @escaping @Sendable (Element) -> String?) {
    self.table = table
    sectionTitle = section
  }

  /// The rows' tap, detail and navigate actions: given at creation, or
  /// attached later — once the navigator or presenter they reach exists.
  ///
  /// ```swift
  /// // Made before its presenter:
  /// let messages = LiveTableModel<Message>()
  /// // … once the presenter exists:
  /// var actions = TableActions()
  /// actions.onTap(Message.self) { [weak presenter] message, _ in
  ///   presenter?.open(message)
  ///   return .deselect
  /// }
  /// messages.actions = actions
  /// ```
  public var actions: TableActions {
    get { table.actions }
    set { table.actions = newValue }
  }

  /// Shows a new snapshot; returns the changeset from the previous one
  /// once shown.
  @discardableResult
  public func apply(_ elements: [Element]) async -> Changeset {
    let (changes, model) = advance(to: elements)
    // The diff is valid for the two snapshots by construction.
    try? await table.apply(changes, to: model)
    return changes
  }

  /// Shows a new snapshot now, on the main actor.
  @discardableResult
  public func applySynchronously(_ elements: [Element]) -> Changeset {
    let (changes, model) = advance(to: elements)
    try? table.applySynchronously(changes, to: model)
    return changes
  }

  /// Shows what `read` returns now, and again — diffed — every time an
  /// `@Observable` property it read changes (batched per main-actor turn).
  public func observe(_ read: @escaping @MainActor @Sendable () -> [Element]) {
    let snapshot = withObservationTracking {
      read()
    } onChange: { [weak self] in
      let task = Task { @MainActor in _ = self?.observe(read) }
      self?.pendingObservation.withLock { $0 = task }
    }
    applySynchronously(snapshot)
  }

  /// Waits until every change seen so far is shown: the re-diff an observed
  /// change scheduled (see ``observe(_:)``), then the table's own queue.
  /// Tests and presenters await it instead of sleeping.
  ///
  /// ```swift
  /// inbox.messages.append(message)
  /// await live.settle()
  /// #expect(live.table.model.rowCount == 3)
  /// ```
  public func settle() async {
    while let task = pendingObservation.withLock({ $0.take() }) {
      await task.value
    }
    await table.settle()
  }

  /// Shows every snapshot the sequence produces, in order, until it ends
  /// or ``stop()`` is called.
  public func consume<S: AsyncSequence & Sendable>(_ snapshots: S) -> Task<Void, Never>
  where S.Element == [Element], S.Failure == Never {
    consumer?.cancel()
    let task = Task { [weak self] in
      for await snapshot in snapshots {
        guard let self, !Task.isCancelled else { return }
        await self.apply(snapshot)
      }
    }
    consumer = task
    return task
  }

  /// Stops consuming a sequence.
  public func stop() {
    consumer?.cancel()
    consumer = nil
  }

  private func advance(to elements: [Element]) -> (Changeset, TableModel) {
    var next: [ListSection<String?, Element>] = []
    for element in elements {
      let title = sectionTitle(element)
      if let last = next.last, last.model == title {
        next[next.count - 1].items.append(element)
      } else {
        next.append(ListSection(title, items: [element]))
      }
    }
    let changes = Changeset.diff(
      from: sections, to: next, sectionID: { $0 }, itemID: { $0.id },
      isSectionContentEqual: { $0 == $1 }, isItemContentEqual: { $0 == $1 })
    sections = next
    let model = TableModel(
      sections: next.map { TableSection(header: $0.model, objects: $0.items) },
      sectionIndex: table.model.sectionIndex)
    return (changes, model)
  }
}
