/// What Enter (the return key) does in a screen file's text field, as in
/// UIKit's and HTML's forms: the field's own `action` when it declares
/// one; else focus moves to the next text field; on the last field of a
/// form — the fields before a button — the form is submitted with the
/// button's action (HTML's default button).
enum ReturnKeyResult: Equatable {
  /// Perform this action.
  case perform(String)
  /// Focus the text field with this name.
  case focus(field: String)
  /// Nothing to do.
  case none
}

extension ComponentSpec {
  /// What Enter does in the text field `name` of this body.
  func returnKeyResult(inField name: String) -> ReturnKeyResult {
    let controls = formControls()
    guard let index = controls.firstIndex(where: { $0.field == name }) else { return .none }
    if let action = controls[index].action { return .perform(action) }
    // The next text field or button with an action: a button ends the
    // form the field is in, and Enter before it submits with it.
    let next = controls[(index + 1)...].first { $0.field != nil || $0.action != nil }
    if let field = next?.field { return .focus(field: field) }
    if let action = next?.action { return .perform(action) }
    return .none
  }

  /// The text fields (with their own action, if any) and buttons, in file
  /// order; bound rows' cell templates are left out (their controls repeat
  /// per row).
  private func formControls() -> [(field: String?, action: String?)] {
    var found: [(field: String?, action: String?)] = []
    var pending: [ComponentSpec] = [self]
    while let spec = pending.popLast() {
      switch spec.kind {
      case "textField":
        if case .string(let name)? = spec.properties["name"] {
          found.append((name, spec.properties["action"]?.string))
        }
      case "button":
        found.append((nil, spec.properties["action"]?.string))
      default: break
      }
      let inner = spec.children + spec.sections.flatMap(\.cells)
      pending.append(contentsOf: inner.reversed())
    }
    return found
  }
}
