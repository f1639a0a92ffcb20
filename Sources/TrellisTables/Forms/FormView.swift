public import Trellis
public import TrellisDiff

/// Shows a ``Form`` as a table, and submits it moving the focus to the
/// first invalid element.
///
/// ```swift
/// let view = FormView(form: form, width: 40)
/// view.mount(host: host, parent: host.rootView, frame: frame)
/// view.focusHandler = { id in host.focus(identifier: id) }   // any host
/// if case .success(let values) = await view.submit() { … }
/// ```
///
/// Each element's control carries the element's id as its identifier
/// (`identifier(_:)`), which is how a host finds the view to
/// focus.
@MainActor
public final class FormView {
  /// The form shown.
  public let form: Form
  /// The table showing it.
  public let table: TableView
  /// Moves the keyboard focus to the control whose identifier is given;
  /// the host adapter provides it.
  public var focusHandler: (@MainActor (String) -> Void)?
  private var revealing: Task<Void, Never>?

  /// Creates the table for a form; rows are laid out `width` wide.
  public init(
    form: Form, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    width: Double, environment: LayoutEnvironment = .terminal
  ) {
    self.form = form
    table = TableView(
      model: form.model, factory: factory, actions: actions, width: width,
      environment: environment)
    // A submission from inside the form (a ButtonElement) reveals and
    // focuses the first invalid element too.
    form.onInvalidSubmit { [weak self] id in
      guard let self else { return }
      revealing = Task { await self.reveal(id) }
    }
  }

  /// Waits until everything queued is shown, including moving the focus
  /// after a submission from inside the form.
  public func settle() async {
    await table.settle()
    while let task = revealing {
      revealing = nil
      await task.value
    }
  }

  /// Mounts the form (see ``TableView/mount(host:parent:frame:)``).
  public func mount(host: any Host, parent: ViewID, frame: Rect) {
    table.mount(host: host, parent: parent, frame: frame)
  }

  /// The row of the table showing an element.
  public func path(of id: String) -> ItemPath? {
    let model = table.model
    for (s, section) in model.sections.enumerated() {
      if let i = section.objects.firstIndex(where: { ($0 as? FormRow)?.entry.element.id == id }) {
        return ItemPath(section: s, item: i)
      }
    }
    return nil
  }

  /// Validates the form (messages appear beside invalid elements). When
  /// something is invalid, waits until the messages are shown, scrolls to
  /// the first invalid element and hands its id to ``focusHandler``.
  public func submit() async -> Result<[String: FormValue], FormErrors> {
    let result = form.check()
    if case .failure(let errors) = result, let first = errors.errors.first {
      await reveal(first.id)
    }
    return result
  }

  /// Scrolls to an element, once rows showing new messages are rebuilt (so
  /// the position is exact), and hands its id to ``focusHandler``.
  func reveal(_ id: String) async {
    await table.settle()
    if let path = path(of: id) { table.scroll(toRow: path) }
    focusHandler?(id)
  }
}
