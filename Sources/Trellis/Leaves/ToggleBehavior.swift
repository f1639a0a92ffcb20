/// A switch: Enter, Space or a click flips it; a host's
/// ``SemanticInput/setOn(_:)`` sets it.
public struct ToggleBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// Enter and Space flip the switch.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlainActivation else { return nil }
    return flip(control)
  }

  /// A click flips the switch.
  public func handleClick(at point: Point, in control: ControlContext) -> Bool {
    flip(control)
  }

  /// ``SemanticInput/setOn(_:)`` sets the switch; ``SemanticInput/activate``
  /// flips it, as Space does.
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    switch input {
    case .setOn(let isOn): set(isOn, control)
    case .activate: flip(control)
    default: throw control.unsupported(input)
    }
  }

  private func flip(_ control: ControlContext) -> Bool {
    set(!(control.attributes[.isOn] ?? false), control)
  }

  private func set(_ isOn: Bool, _ control: ControlContext) -> Bool {
    control.send(.toggled(isOn)) { $0[.isOn] = isOn }
  }
}
