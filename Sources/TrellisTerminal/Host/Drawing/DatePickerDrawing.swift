import Foundation
import Trellis

/// A date picker: the date as fields, `2026-11-22 09:41` (date, time or
/// both, by its mode), in the host's time zone; when focused, the field being
/// edited is drawn inverse.
enum DatePickerDrawing {
  /// One editable field: its calendar component and where it shows.
  struct Field {
    let component: Calendar.Component
    let text: String
    let column: Int
  }

  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    guard let date = view.attributes[.date] else { return }
    let mode = view.attributes[.datePickerMode] ?? .date
    let row = view.frame.y + view.frame.height / 2
    let fields = self.fields(of: date, mode: mode, timeZone: view.timeZone)
    var column = 0
    for (index, field) in fields.enumerated() {
      if field.column > column {
        let separator = separatorBefore(index, mode: mode)
        canvas.write(separator, x: view.frame.x + column, y: row, style: view.plain)
      }
      let focused = view.isFocused && index == view.dateField
      canvas.write(
        field.text, x: view.frame.x + field.column, y: row,
        style: view.style(attributes: focused ? .inverse : []))
      column = field.column + field.text.count
    }
  }

  private static func separatorBefore(_ index: Int, mode: DatePickerMode) -> String {
    switch (mode, index) {
    case (.time, _): ":"
    case (.dateAndTime, 3): " "
    case (.dateAndTime, 4): ":"
    default: "-"
    }
  }

  /// The fields shown for `mode`, in order.
  static func fields(of date: Date, mode: DatePickerMode, timeZone: TimeZone) -> [Field] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    let year = String(parts.year ?? 0)
    let dateFields = [
      Field(component: .year, text: year, column: 0),
      Field(component: .month, text: two(parts.month), column: year.count + 1),
      Field(component: .day, text: two(parts.day), column: year.count + 4),
    ]
    func timeFields(from column: Int) -> [Field] {
      [
        Field(component: .hour, text: two(parts.hour), column: column),
        Field(component: .minute, text: two(parts.minute), column: column + 3),
      ]
    }
    switch mode {
    case .date: return dateFields
    case .time: return timeFields(from: 0)
    case .dateAndTime: return dateFields + timeFields(from: year.count + 7)
    }
  }
}
