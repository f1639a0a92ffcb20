/// The states a view is drawn in, which a ``Theme`` gives looks of their
/// own: focused, pressed, selected, disabled, invalid.
public struct ViewStates: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The states' bits.
  public let rawValue: UInt8

  /// Creates states from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The view has keyboard focus.
  public static let focused = ViewStates(rawValue: 1 << 0)
  /// A mouse button is held down on the view.
  public static let pressed = ViewStates(rawValue: 1 << 1)
  /// The view is selected (a selected button, the chosen segment, a
  /// selected row, selected text).
  public static let selected = ViewStates(rawValue: 1 << 2)
  /// The view takes no input (``AttributeKey/disabled``).
  public static let disabled = ViewStates(rawValue: 1 << 3)
  /// The view's value failed validation (``AttributeKey/invalid``).
  public static let invalid = ViewStates(rawValue: 1 << 4)

  /// Every state by the name theme files use, from the weakest to the
  /// strongest: of two rules naming as many states, the one naming the
  /// stronger state wins.
  public static let named: [(name: String, state: ViewStates)] = [
    ("selected", .selected), ("focused", .focused), ("pressed", .pressed),
    ("invalid", .invalid), ("disabled", .disabled),
  ]

  /// The states' names joined by `+` (`focused+selected`), or `normal`.
  public var description: String {
    let names = Self.named.filter { contains($0.state) }.map(\.name)
    return names.isEmpty ? "normal" : names.joined(separator: "+")
  }

  /// How strong the strongest of these states is (see ``named``): 0 for
  /// none.
  var strength: Int {
    Self.named.lastIndex(where: { contains($0.state) }).map { $0 + 1 } ?? 0
  }
}
