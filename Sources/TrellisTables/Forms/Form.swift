import Trellis

/// A form: elements with identifiers shown as table rows, their values,
/// validation and submission.
///
/// ```swift
/// let form = try Form(sectioned: [
///   "Account",
///   TextInputElement(id: "name", title: "Name", validators: [.required()]),
///   TextInputElement(id: "password", title: "Password", isSecure: true),
///   SwitchElement(id: "news", title: "Newsletter"),
/// ])
/// let view = FormView(form: form)
/// switch form.submit() {
/// case .success(let values): print(values["name"]?.text ?? "")
/// case .failure(let errors): print(errors)
/// }
/// ```
///
/// Values live in one ``FormField`` per element, not in the rows, so they
/// are never lost when rows scroll out and are reused or the table is laid
/// out again at another width. ``values`` reads them all by identifier.
public final class Form: Sendable {
  /// The form's elements, in order.
  public let elements: [any FormElement]
  /// The field of each element, by identifier.
  public let fields: [String: FieldEntry]
  private let layout: [any Sendable]
  private let invalidSubmitHandler = Locked<(@MainActor @Sendable (String) -> Void)?>(nil)
  /// Moves focus to an element (the form view that shows the form).
  private let focusRequestHandler = Locked<(@MainActor @Sendable (String) -> Void)?>(nil)

  /// An element with its field.
  public struct FieldEntry: Sendable {
    /// The element.
    public let element: any FormElement
    /// Its field.
    public let field: FormField
    /// Its position in ``Form/elements``.
    public let order: Int
  }

  /// Why a form could not be made.
  public enum DefinitionError: Error, Hashable, Sendable {
    /// Two elements share an identifier.
    case duplicateID(String)
  }

  /// Creates a form from a sectioned array, as ``TableModel/init(sectioned:sectionIndex:)``
  /// reads it: a `String` starts a section, ``SectionFooter`` ends one, and
  /// every other element is a row — form elements get fields, anything
  /// else is shown by the cell factory as in any table.
  ///
  /// - Throws: ``DefinitionError/duplicateID(_:)`` when two elements share
  ///   an identifier.
  public init(sectioned array: [any Sendable]) throws(DefinitionError) {
    var elements: [any FormElement] = []
    var fields: [String: FieldEntry] = [:]
    for item in array {
      guard let element = item as? any FormElement else { continue }
      guard fields[element.id] == nil else { throw .duplicateID(element.id) }
      fields[element.id] = FieldEntry(
        element: element, field: FormField(id: element.id, value: element.initialValue),
        order: elements.count)
      elements.append(element)
    }
    self.elements = elements
    self.fields = fields
    layout = array
  }

  /// The table model showing the form: every element wrapped in a row that
  /// knows its field.
  public var model: TableModel {
    TableModel(
      sectioned: layout.map { item -> any Sendable in
        guard let element = item as? any FormElement, let entry = fields[element.id] else {
          return item
        }
        return FormRow(entry: entry, form: self)
      })
  }

  /// Every element's value by identifier, converted by its element (see
  /// ``FormElement/output(_:)``).
  public var values: [String: FormValue] {
    fields.mapValues { $0.element.output($0.field.value) }
  }

  /// One element's value (converted), or `nil` for an unknown identifier.
  public func value(for id: String) -> FormValue? {
    fields[id].map { $0.element.output($0.field.value) }
  }

  /// Sets an element's value as the user would; an element showing a
  /// message is validated again, so the message goes away once fixed.
  public func setValue(_ value: FormValue, for id: String) {
    guard let entry = fields[id] else { return }
    entry.field.value = value
    if entry.field.message != nil { _ = validate(entry) }
  }

  /// The validation message shown for an element, if any.
  public func message(for id: String) -> String? { fields[id]?.field.message }

  /// Validates every element, showing or clearing each message; returns
  /// the errors in form order.
  @discardableResult
  public func validate() -> [FormError] {
    elements.compactMap { element in fields[element.id].flatMap { validate($0) } }
  }

  /// Validates every element: the values when all are valid, otherwise
  /// every error (first invalid element first), each also shown beside its
  /// element — and the form's ``FormView`` moves the focus to the first
  /// invalid element.
  @MainActor
  public func submit() -> Result<[String: FormValue], FormErrors> {
    let result = check()
    if case .failure(let errors) = result, let first = errors.errors.first,
      let handler = invalidSubmitHandler.withLock({ $0 })
    {
      handler(first.id)
    }
    return result
  }

  /// Validates and collects, without telling the view.
  func check() -> Result<[String: FormValue], FormErrors> {
    let errors = validate()
    return errors.isEmpty ? .success(values) : .failure(FormErrors(errors))
  }

  /// Sets what happens after a submission that found invalid elements
  /// (``FormView`` reveals and focuses the first one).
  func onInvalidSubmit(_ handler: (@MainActor @Sendable (String) -> Void)?) {
    invalidSubmitHandler.withLock { $0 = handler }
  }

  /// Enter (the return key) in the text element `id`, as UIKit's and
  /// HTML's forms do: focus moves to the next text element; on the last
  /// one before a ``ButtonElement`` the button's action runs — the form
  /// is submitted with it (HTML's default button). The text elements
  /// (``TextInputElement``, ``LabeledTextFieldElement``, ``NumberElement``)
  /// call it; a form shown by a ``FormView`` moves the focus.
  @MainActor
  public func returnKey(in id: String) {
    guard let entry = fields[id] else { return }
    for element in elements.dropFirst(entry.order + 1) {
      if let button = element as? ButtonElement {
        button.action(self)
        return
      }
      if element is any ReturnKeyElement {
        focusRequestHandler.withLock({ $0 })?(element.id)
        return
      }
    }
  }

  func onFocusRequest(_ handler: (@MainActor @Sendable (String) -> Void)?) {
    focusRequestHandler.withLock { $0 = handler }
  }

  private func validate(_ entry: FieldEntry) -> FormError? {
    let value = entry.element.output(entry.field.value)
    let message = entry.element.validators.lazy.compactMap { $0.check(value) }.first
    entry.field.message = message
    return message.map { FormError(id: entry.element.id, message: $0) }
  }
}
