/// A button: Enter or Space taps it while it has focus (a click taps it
/// through the tree).
public struct ButtonBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// Enter and Space send a tap.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlainActivation else { return nil }
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
