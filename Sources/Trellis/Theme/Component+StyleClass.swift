extension AttributeKey where Value == String {
  /// The style class a ``Theme`` looks the view up by, set with
  /// ``Component/styleClass(_:)``.
  public static var styleClass: Self { Self("styleClass") }
}

extension AttributeKey where Value == Bool {
  /// Whether the view's value failed validation, set with
  /// ``Component/invalid(_:)``: themes draw it in the invalid state.
  public static var invalid: Self { Self("invalid") }
}

extension Component {
  /// Gives the component's view a style class: the host's ``Theme`` draws
  /// it with the looks of that class (`button.primary`) over those of its
  /// kind.
  ///
  /// ```swift
  /// let save = Button("Save") {}.styleClass("primary")
  /// ```
  public func styleClass(_ name: String) -> Decorated<Self> {
    decorated { $0.attributes[.styleClass] = name }
  }

  /// Marks the component's value as failing validation, so the host's
  /// ``Theme`` draws it in the invalid state (a text field in the danger
  /// colour).
  ///
  /// ```swift
  /// let email = "someone.example.com"
  /// let field = TextField("Email", text: email).invalid(!email.contains("@"))
  /// ```
  public func invalid(_ isInvalid: Bool = true) -> Decorated<Self> {
    decorated { $0.attributes[.invalid] = isInvalid }
  }
}

extension Attributes {
  /// The states a view's attributes put it in: disabled, selected, invalid
  /// (focus and pressing are the host's, not attributes).
  public var viewStates: ViewStates {
    var states: ViewStates = []
    if self[.disabled] == true { states.insert(.disabled) }
    if self[.selected] == true { states.insert(.selected) }
    if self[.invalid] == true { states.insert(.invalid) }
    return states
  }
}
