import Foundation
import Trellis

/// A date picker: the date as fields, `2026-11-22 09:41` (date, time or
/// both, by its mode), in the host's time zone, each field in the theme's
/// segment look, the one being edited selected (by default inverse while
/// the picker has focus).
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
        let separator = DatePickerBehavior.separator(before: index, mode: mode)
        canvas.write(
          separator, x: view.frame.x + column, y: row, style: view.style(view.look(.separator)))
      }
      let edited: ViewStates = index == view.dateField ? .selected : []
      canvas.write(
        field.text, x: view.frame.x + field.column, y: row,
        style: view.style(view.look(.segment, adding: edited)))
      column = field.column + field.text.count
    }
  }

  /// The fields shown for `mode`, in order, each at its column.
  static func fields(of date: Date, mode: DatePickerMode, timeZone: TimeZone) -> [Field] {
    let components = DatePickerBehavior.components(of: mode)
    let texts = DatePickerBehavior.fieldTexts(of: date, mode: mode, timeZone: timeZone)
    var fields: [Field] = []
    var column = 0
    for (index, text) in texts.enumerated() {
      if index > 0 { column += DatePickerBehavior.separator(before: index, mode: mode).count }
      fields.append(Field(component: components[index], text: text, column: column))
      column += text.count
    }
    return fields
  }
}
