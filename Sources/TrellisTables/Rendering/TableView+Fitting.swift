import Trellis

/// Tables and forms that take their width, and the units they measure
/// in, from where they are mounted: a screen or a demo made before any
/// host makes them without guessing a width (`width: 80` was a terminal's
/// width, wrong in a narrow window and in a browser's pixels).
///
/// ```swift
/// let table = TableView(model: model, factory: factory, actions: actions)
/// table.mount(host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 60, height: 20))
/// // Rows are laid out 60 wide, in `host.environment`.
/// ```
extension TableView {
  /// Creates a table whose rows are laid out at the width of the frame it
  /// is mounted in, in the environment of the host it is mounted in.
  ///
  /// Rows are built only when they come into view: until then each counts
  /// as `estimatedRowHeight` lines of the host's text high, or — when
  /// `nil` — as high as the mean of the rows built so far.
  public convenience init(
    model: TableModel, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    estimatedRowHeight: Double? = nil
  ) {
    // Placeholders, replaced before any row is built: rows are built on
    // demand, when the table is mounted.
    self.init(
      model: model, factory: factory, actions: actions, width: 0, environment: .characterGrid(),
      estimatedRowHeight: estimatedRowHeight)
    fitsHost = true
  }

  /// Lays the rows out in `host`'s environment and at `width` from now on
  /// (rows built so far are laid out again in the background, keeping
  /// their state).
  func fit(to host: any Host, width: Double) {
    dataSource.setEnvironment(host.environment)
    relayout(width: width)
  }
}

extension FormView {
  /// Creates a form view whose rows are laid out at the width of the frame
  /// it is mounted in, in the environment of the host it is mounted in
  /// (see ``TableView/init(model:factory:actions:estimatedRowHeight:)``).
  ///
  /// ```swift
  /// let view = FormView(form: form)
  /// let page = Stack { Text("Sign up").bold(); Embedded(view) }
  /// ```
  public convenience init(
    form: Form, factory: CellFactory = CellFactory(), actions: TableActions = TableActions()
  ) {
    self.init(
      form: form, table: TableView(model: form.model, factory: factory, actions: actions))
  }
}
