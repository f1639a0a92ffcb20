public import Trellis

/// A button in a form whose action receives the form — typically to submit
/// it. It is a real button: Tab reaches it, and Enter, Space or a click
/// runs its action.
///
/// ```swift
/// ButtonElement(id: "query", title: "查询") { form in
///   if case .success(let values) = form.submit() { presenter.query(values) }
/// }
/// ```
public struct ButtonElement: FormElement {
  /// The identifier.
  public let id: String
  /// The button's title.
  public var title: String
  /// What a tap does.
  public var action: @MainActor @Sendable (Form) -> Void

  /// Creates a tap cell.
  public init(id: String, title: String, action: @escaping @MainActor @Sendable (Form) -> Void) {
    self.id = id
    self.title = title
    self.action = action
  }

  /// A button has no value.
  public var initialValue: FormValue { .none }

  /// The button.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let action = action
    return Center(.horizontal) { Button(title) { action(form) }.identifier(id) }
  }
}
