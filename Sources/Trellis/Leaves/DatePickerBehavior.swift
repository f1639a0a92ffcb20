public import Foundation

/// A date picker: ← and → choose the field being edited (year, month, day,
/// hour, minute, as the mode shows them), ↑ and ↓ move that field by one.
public struct DatePickerBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// ← → choose a field, ↑ ↓ change it.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlain else { return nil }
    let mode = control.attributes[.datePickerMode] ?? .date
    switch key.key {
    case .left, .right:
      let count = Self.components(of: mode).count
      control.editing.dateField = min(
        max(0, control.editing.dateField + (key.key == .right ? 1 : -1)), count - 1)
      return true
    case .up, .down:
      guard let date = control.attributes[.date] else { return false }
      let next = Self.adjusting(
        date, field: control.editing.dateField, by: key.key == .up ? 1 : -1, mode: mode,
        timeZone: control.timeZone)
      return control.send(.dateChanged(next)) { $0[.date] = next }
    default:
      return nil
    }
  }

  /// ``SemanticInput/setDate(_:)`` sets the date (any finite date: the
  /// picker has no range).
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    guard case .setDate(let date) = input else { throw control.unsupported(input) }
    guard date.timeIntervalSinceReferenceDate.isFinite else {
      throw control.outOfRange(input, allowed: "a finite date")
    }
    return control.send(.dateChanged(date)) { $0[.date] = date }
  }

  /// The calendar components a picker in `mode` shows, left to right.
  public nonisolated static func components(of mode: DatePickerMode) -> [Calendar.Component] {
    switch mode {
    case .date: [.year, .month, .day]
    case .time: [.hour, .minute]
    case .dateAndTime: [.year, .month, .day, .hour, .minute]
    }
  }

  /// The text of each field a picker in `mode` shows for `date`, left to
  /// right: the year in full, the others in two digits.
  public nonisolated static func fieldTexts(
    of date: Date, mode: DatePickerMode, timeZone: TimeZone
  ) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return components(of: mode).map { component in
      let value = calendar.component(component, from: date)
      return component == .year || value >= 10 ? "\(value)" : "0\(value)"
    }
  }

  /// What separates the field at `index` from the one before it: `-` in a
  /// date, `:` in a time, a space between the two.
  public nonisolated static func separator(before index: Int, mode: DatePickerMode) -> String {
    switch (mode, index) {
    case (.time, _): ":"
    case (.dateAndTime, 3): " "
    case (.dateAndTime, 4): ":"
    default: "-"
    }
  }

  /// `date` as a picker in `mode` shows it: `2026-11-25`, `09:41`, or
  /// `2026-11-25 09:41`.
  public nonisolated static func formatted(
    _ date: Date, mode: DatePickerMode, timeZone: TimeZone
  ) -> String {
    var result = ""
    for (index, text) in fieldTexts(of: date, mode: mode, timeZone: timeZone).enumerated() {
      if index > 0 { result += separator(before: index, mode: mode) }
      result += text
    }
    return result
  }

  /// `date` with the field at `index` moved by `amount` of its unit.
  public nonisolated static func adjusting(
    _ date: Date, field index: Int, by amount: Int, mode: DatePickerMode, timeZone: TimeZone
  ) -> Date {
    let components = components(of: mode)
    guard components.indices.contains(index) else { return date }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(byAdding: components[index], value: amount, to: date) ?? date
  }
}
