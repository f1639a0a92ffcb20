public import Foundation
import TrellisLayout

/// What a ``DatePicker`` picks.
public enum DatePickerMode: String, Hashable, Sendable, AttributeValue {
  /// A calendar date (`2026-11-22`).
  case date
  /// A time of day (`09:41`).
  case time
  /// Both (`2026-11-22 09:41`).
  case dateAndTime

  /// The mode's name.
  public var description: String { rawValue }

  /// Width of the mode's shown value in characters.
  var width: Double {
    switch self {
    case .date: 10
    case .time: 5
    case .dateAndTime: 16
    }
  }
}

/// Picks a date, a time or both.
public struct DatePicker: Component, PrimitiveComponent {
  /// The date shown.
  public var date: Date
  /// What is picked.
  public var mode: DatePickerMode
  let onChange: (@MainActor @Sendable (Date) -> Void)?

  /// Creates a date picker.
  public init(
    _ date: Date, mode: DatePickerMode = .date,
    onChange: (@MainActor @Sendable (Date) -> Void)? = nil
  ) {
    self.date = date
    self.mode = mode
    self.onChange = onChange
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .datePicker)
    view[.date] = date
    view[.datePickerMode] = mode
    var handlers = EventHandlers()
    if let onChange {
      handlers.set(.dateChanged) { event, _ in
        if case .dateChanged(let date) = event { onChange(date) }
      }
    }
    var style = Style()
    style.width = .points(mode.width)
    style.height = .points(1)
    builder.leaf(style: style, view: view, handlers: handlers)
  }
}
