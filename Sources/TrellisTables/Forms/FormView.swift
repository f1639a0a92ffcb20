public import Trellis
public import TrellisDiff

/// Shows a ``Form`` as a table, and submits it moving the focus to the
/// first invalid element.
///
/// ```swift
/// let view = FormView(form: form)
/// view.mount(host: host, parent: host.rootView, frame: frame)
/// if case .success(let values) = await view.submit() { print(values) }
/// ```
///
/// A form view is `Embeddable`: put it in a component tree with
/// `Embedded(formView)`. A submission that finds an invalid element moves
/// the host's focus to it, or calls ``focusHandler`` when one is set.
///
/// Each element's control carries the element's id as its identifier
/// (`identifier(_:)`), which is how a host finds the view to
/// focus.
@MainActor
public final class FormView {
  /// The form shown.
  public let form: Form
  /// The table showing it.
  public nonisolated let table: TableView
  /// Moves the keyboard focus to the control whose identifier is given;
  /// the host adapter provides it.
  public var focusHandler: (@MainActor (String) -> Void)?
  /// The host the form is mounted in: with no ``focusHandler``, focus moves
  /// through it (`ViewTreeHost/focus(identifier:)`).
  private weak var mountedHost: (any ViewTreeHost)?
  private var revealing: Task<Void, Never>?

  /// Creates the table for a form; rows are laid out `width` wide in the
  /// `environment` of the host it will show in (`host.environment`).
  public convenience init(
    form: Form, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    width: Double, environment: LayoutEnvironment
  ) {
    self.init(
      form: form,
      table: TableView(
        model: form.model, factory: factory, actions: actions, width: width,
        environment: environment))
  }

  /// Creates the view of a form shown by `table` (made from the form's
  /// model).
  init(form: Form, table: TableView) {
    self.form = form
    self.table = table
    // A submission from inside the form (a ButtonElement) reveals and
    // focuses the first invalid element too.
    form.onInvalidSubmit { [weak self] id in
      guard let self else { return }
      revealing = Task { await self.reveal(id) }
    }
    // Enter in a text element moves to the next one (see `Form.returnKey`).
    form.onFocusRequest { [weak self] id in
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
    mountedHost = host as? any ViewTreeHost
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
    if let focusHandler {
      focusHandler(id)
    } else {
      mountedHost?.focus(identifier: id)
    }
  }
}

extension FormView: Embeddable {
  /// Mounts the form's table into `view`, filling `size`.
  public func mount(host: any Host, in view: ViewID, size: Size) {
    mountedHost = host as? any ViewTreeHost
    table.mount(host: host, in: view, size: size)
  }

  /// Lays the form out again at `size`.
  public func resize(to size: Size) { table.resize(to: size) }

  /// Takes the form off the host, keeping its scroll position.
  public func unmount() {
    table.unmount()
    mountedHost = nil
  }
}
