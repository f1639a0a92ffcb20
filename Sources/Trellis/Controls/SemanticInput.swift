public import Foundation

/// A change a host reports in terms of what the user meant rather than the
/// keys or clicks that made it: a native `<input>` that finished composing
/// text with an input method, an accessibility client moving a slider, a
/// platform scroll view that scrolled itself.
///
/// A host hands one to ``HostViewTree/perform(_:on:)``, which takes it
/// through the control's ``ControlBehavior`` and ``ControlContext`` exactly
/// as a key or click would be taken: the same events reach the component,
/// two-way bindings take the edit, the view shows it at once when a
/// component handled it, and a text field remembers the value until it is
/// echoed, so a stale echo does not undo a newer edit.
public enum SemanticInput: Sendable, Equatable, CustomStringConvertible {
  /// Replaces a text field's or area's whole text (the caret goes to its
  /// end). A text field's text is one line.
  case setText(String)
  /// Turns a switch on or off.
  case setOn(Bool)
  /// Sets a slider's value; it must lie in the slider's range and is
  /// snapped to its step, as an arrow key's would be.
  case setValue(Double)
  /// Selects a segmented control's segment, counted from 0.
  case selectSegment(Int)
  /// Sets a date picker's date.
  case setDate(Date)
  /// Activates a control as Enter would while it has focus: taps a button,
  /// flips a switch, submits a text field; taps any other view whose
  /// component handles taps.
  case activate
  /// Scrolls a scroll view or list to `offset`, which must lie within its
  /// content (from zero to the content's size less the view's).
  case scroll(to: Point)

  /// The input as a host would log it, e.g. `setValue(0.5)`.
  public var description: String {
    switch self {
    case .setText(let text): "setText(\(text.debugDescription))"
    case .setOn(let isOn): "setOn(\(isOn))"
    case .setValue(let value): "setValue(\(value))"
    case .selectSegment(let index): "selectSegment(\(index))"
    case .setDate(let date): "setDate(\(date.timeIntervalSince1970))"
    case .activate: "activate"
    case .scroll(let offset): "scroll(to: (\(offset.x), \(offset.y)))"
    }
  }
}

/// Why ``HostViewTree/perform(_:on:)`` could not take a ``SemanticInput``:
/// each case names the view, and the input where it matters.
public enum SemanticInputError: Error, Equatable, CustomStringConvertible {
  /// No view with this id is in the tree (it was removed, or never was).
  case unknownView(ViewID)
  /// The view is disabled: it takes no input.
  case disabled(ViewID)
  /// The input does not fit the view's kind (turning a text field on,
  /// selecting a segment of a slider).
  case unsupported(SemanticInput, view: ViewID, kind: ViewKind)
  /// The value is outside what the view accepts; `allowed` says what it
  /// accepts, e.g. `0.0...1.0` or `one line`.
  case outOfRange(SemanticInput, view: ViewID, allowed: String)

  /// What went wrong and where, in a sentence.
  public var description: String {
    switch self {
    case .unknownView(let view): "no view \(view) in the tree"
    case .disabled(let view): "view \(view) is disabled"
    case .unsupported(let input, let view, let kind):
      "\(input) does not apply to view \(view), a \(kind)"
    case .outOfRange(let input, let view, let allowed):
      "\(input) is out of range for view \(view): allowed \(allowed)"
    }
  }
}
