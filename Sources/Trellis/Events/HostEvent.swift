public import Foundation

/// Something the user did to a host view, delivered by the host through
/// ``ViewRegistry/send(_:to:)``.
public enum HostEvent: Sendable, Equatable {
  /// A tap or click, at a point in the view's own coordinates when known.
  case tap(at: Point?)
  /// The text of a text field or area changed to this value.
  case textChanged(String)
  /// A text field or area started editing (took focus).
  case editingBegan
  /// A text field or area stopped editing (lost focus).
  case editingEnded
  /// The user submitted a text field (pressed return) showing this text:
  /// the text on screen, which may be ahead of the component's last build
  /// when keys come faster than rebuilds.
  case submit(String)
  /// A slider or progress value changed.
  case valueChanged(Double)
  /// A switch was turned on or off.
  case toggled(Bool)
  /// A segment of a segmented control was selected.
  case segmentSelected(Int)
  /// A date picker's date changed.
  case dateChanged(Date)
  /// A key was pressed while the view had focus.
  case key(KeyPress)
  /// A scroll view scrolled to this content offset.
  case scrolled(to: Point)
  /// A link in a text view was activated.
  case linkTapped(String)
  /// The wheel turned by this delta over a view that handles wheel
  /// events, with no scroll view between the pointer and it (a scroll view
  /// nearer the pointer scrolls instead). The delta is in the host's units:
  /// positive `y` is down, positive `x` is right.
  case wheel(Point)
  /// The pointer moved with its button held after a press on the view (or
  /// on a view inside it): a swipe, a drag to reorder. See ``PointerDrag``.
  case drag(PointerDrag)

  /// The kind of event, without its payload.
  public var kind: HostEventKind {
    switch self {
    case .tap: .tap
    case .textChanged: .textChanged
    case .editingBegan: .editingBegan
    case .editingEnded: .editingEnded
    case .submit: .submit
    case .valueChanged: .valueChanged
    case .toggled: .toggled
    case .segmentSelected: .segmentSelected
    case .dateChanged: .dateChanged
    case .key: .key
    case .scrolled: .scrolled
    case .linkTapped: .linkTapped
    case .wheel: .wheel
    case .drag: .drag
    }
  }
}

/// The kinds of ``HostEvent``; a component handles events by kind.
public enum HostEventKind: String, Hashable, Sendable, CaseIterable, AttributeValue {
  /// ``HostEvent/tap(at:)``.
  case tap
  /// ``HostEvent/textChanged(_:)``.
  case textChanged
  /// ``HostEvent/editingBegan``.
  case editingBegan
  /// ``HostEvent/editingEnded``.
  case editingEnded
  /// ``HostEvent/submit(_:)``.
  case submit
  /// ``HostEvent/valueChanged(_:)``.
  case valueChanged
  /// ``HostEvent/toggled(_:)``.
  case toggled
  /// ``HostEvent/segmentSelected(_:)``.
  case segmentSelected
  /// ``HostEvent/dateChanged(_:)``.
  case dateChanged
  /// ``HostEvent/key(_:)``.
  case key
  /// ``HostEvent/scrolled(to:)``.
  case scrolled
  /// ``HostEvent/linkTapped(_:)``.
  case linkTapped
  /// ``HostEvent/wheel(_:)``.
  case wheel
  /// ``HostEvent/drag(_:)``.
  case drag

  /// The kind's name.
  public var description: String { rawValue }
}
