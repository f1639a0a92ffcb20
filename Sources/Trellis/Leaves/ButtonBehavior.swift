/// A button: Enter or Space taps it while it has focus (a click taps it
/// through the tree), and so does a host's ``SemanticInput/activate``.
public struct ButtonBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// Enter and Space send a tap.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlainActivation else { return nil }
    return control.send(.tap(at: nil))
  }

  /// ``SemanticInput/activate`` sends a tap, as Enter does.
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    guard input == .activate else { throw control.unsupported(input) }
    return control.send(.tap(at: nil))
  }
}

extension KeyPress {
  /// Enter or Space with no modifier but Shift: the keys that activate a
  /// focused control.
  var isPlainActivation: Bool {
    modifiers.subtracting(.shift).isEmpty && (key == .enter || key == .character(" "))
  }

  /// Whether no modifier but Shift is held.
  var isPlain: Bool { modifiers.subtracting(.shift).isEmpty }
}
