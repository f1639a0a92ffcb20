/// The text a host's ``DatePicker`` draws, one per ``DatePickerMode``: each
/// a value as wide as any the host's control shows in that mode, in the
/// form the control draws it. A picker's width is its template's measured
/// width plus ``ControlMetrics/datePickerChromeWidth``.
///
/// A grid host draws ISO values (``iso``); a browser's native date input
/// draws its locale's form, such as `mm/dd/yyyy` and `hh:mm AM`:
///
/// ```swift
/// var metrics = ControlMetrics.characterGrid
/// metrics.datePickerTemplates = DatePickerTemplates(
///   date: "mm/dd/yyyy", time: "hh:mm AM", dateAndTime: "mm/dd/yyyy, hh:mm AM")
/// metrics.datePickerChromeWidth = 60  // border, padding and the picker button
/// ```
public struct DatePickerTemplates: Sendable, Hashable {
  /// The widest calendar date the control draws.
  public var date: String
  /// The widest time of day the control draws.
  public var time: String
  /// The widest date and time the control draws.
  public var dateAndTime: String

  /// Templates for each mode.
  public init(date: String, time: String, dateAndTime: String) {
    self.date = date
    self.time = time
    self.dateAndTime = dateAndTime
  }

  /// ISO values of zeros (`0000-00-00`, `00:00`, `0000-00-00 00:00`): what
  /// a character grid's picker draws.
  public static let iso = DatePickerTemplates(
    date: "0000-00-00", time: "00:00", dateAndTime: "0000-00-00 00:00")

  /// The template for `mode`.
  public subscript(mode: DatePickerMode) -> String {
    switch mode {
    case .date: date
    case .time: time
    case .dateAndTime: dateAndTime
    }
  }
}
