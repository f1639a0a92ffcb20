public import Trellis

/// An on/off switch with its title.
public struct SwitchElement: FormElement {
  /// The identifier.
  public let id: String
  /// The switch's title.
  public var title: String
  /// The initial state.
  public var isOn: Bool
  /// The rules the state must follow.
  public var validators: [FormValidator]

  /// Creates a switch element.
  public init(id: String, title: String, isOn: Bool = false, validators: [FormValidator] = []) {
    self.id = id
    self.title = title
    self.isOn = isOn
    self.validators = validators
  }

  /// The initial state.
  public var initialValue: FormValue { .bool(isOn) }

  /// The switch.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    return Toggle(title, isOn: field.value.bool ?? false) { form.setValue(.bool($0), for: id) }
      .identifier(id)
  }
}
