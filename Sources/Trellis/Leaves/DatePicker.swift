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
    builder.leaf(view: view, handlers: handlers, metricStyle: .datePicker(mode))
  }
}
