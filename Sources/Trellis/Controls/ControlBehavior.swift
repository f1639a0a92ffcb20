/// What a built-in control does with the user's keys, clicks and text, once
/// for every host: a host routes its input to the ``HostViewTree``, which
/// hands it to the behaviour of the control it reaches; the host only draws.
///
/// A behaviour reports the user's change to the control's component (a
/// switch sends ``HostEvent/toggled(_:)``) and, when a component handled
/// it, shows the new value at once through ``ControlContext/send(_:apply:)``,
/// so a second key before the component's rebuild lands builds on the
/// first. Controls are controlled: with no handler, the view keeps showing
/// what its component says.
///
/// Every requirement has a default that does nothing, so a behaviour
/// implements only the input it takes. A tree looks behaviours up by view
/// kind in ``HostViewTree/behaviors``, which starts as
/// ``ControlBehaviors/builtIn``; add one for a custom kind there.
@MainActor
public protocol ControlBehavior {
  /// Handles a key while the control has focus: whether it did something,
  /// or `nil` when the key is not the control's (it then goes on to key
  /// commands and the tree's navigation). `text` is what the key types,
  /// when the host knows it apart from the key.
  func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool?

  /// Handles a click — a pointer pressed and released on the control — at
  /// `point`, in the control's coordinates, before the tap is sent; returns
  /// whether that changed anything.
  func handleClick(at point: Point, in control: ControlContext) -> Bool

  /// Handles a pointer going down on the control (`extending`: with Shift),
  /// or being dragged over it while held (`extending` is then `true`).
  func handlePointer(at point: Point, extending: Bool, in control: ControlContext)

  /// Handles text typed or pasted while the control has focus; returns
  /// whether it took it.
  func insertText(_ text: String, in control: ControlContext) -> Bool

  /// Takes a host's ``SemanticInput`` for the control — a value set by a
  /// native input, an activation, … — through the same ``ControlContext``
  /// calls its keys and clicks make; returns whether a component handled
  /// it. Throws ``SemanticInputError/unsupported(_:view:kind:)`` for input
  /// the control does not take and
  /// ``SemanticInputError/outOfRange(_:view:allowed:)`` for a value it does
  /// not accept.
  func perform(_ input: SemanticInput, in control: ControlContext) throws(SemanticInputError)
    -> Bool
}

extension ControlBehavior {
  /// Takes no keys.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    nil
  }

  /// Changes nothing.
  public func handleClick(at point: Point, in control: ControlContext) -> Bool { false }

  /// Does nothing.
  public func handlePointer(at point: Point, extending: Bool, in control: ControlContext) {}

  /// Takes no text.
  public func insertText(_ text: String, in control: ControlContext) -> Bool { false }

  /// Takes no semantic input: throws
  /// ``SemanticInputError/unsupported(_:view:kind:)``.
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    throw control.unsupported(input)
  }
}

/// The behaviours of the built-in controls, by view kind.
public enum ControlBehaviors {
  /// Every built-in control's behaviour: buttons, switches, sliders,
  /// segmented controls, date pickers, text fields and areas, lists, index
  /// bars, and links in text.
  @MainActor public static let builtIn: [ViewKind: any ControlBehavior] = [
    .button: ButtonBehavior(),
    .toggle: ToggleBehavior(),
    .slider: SliderBehavior(),
    .segmentedControl: SegmentedControlBehavior(),
    .datePicker: DatePickerBehavior(),
    .textField: TextInputBehavior(),
    .textArea: TextInputBehavior(),
    .list: ListBehavior(),
    .indexBar: IndexBarBehavior(),
    .text: LinkBehavior(),
    .columnRow: LinkBehavior(),
  ]
}
