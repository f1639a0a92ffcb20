/// A switch: Enter, Space or a click flips it.
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

  private func flip(_ control: ControlContext) -> Bool {
    let isOn = !(control.attributes[.isOn] ?? false)
    return control.send(.toggled(isOn)) { $0[.isOn] = isOn }
  }
}
