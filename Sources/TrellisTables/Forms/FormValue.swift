public import Foundation
import Trellis

/// The value of a form element.
public enum FormValue: Sendable, Hashable, CustomStringConvertible {
  /// No value (an empty optional field, an unparsable number).
  case none
  /// Text: text fields, passwords, multi-line text.
  case text(String)
  /// A number: number fields, sliders.
  case number(Double)
  /// On or off: switches.
  case bool(Bool)
  /// A chosen option by index: segmented controls, radio groups.
  case index(Int)
  /// A date: date and time pickers.
  case date(Date)
  /// Several texts: elements with more than one field.
  case texts([String])

  /// The text, if this is text.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
  /// The number, if this is a number.
  public var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }
  /// The flag, if this is on/off.
  public var bool: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }
  /// The chosen index, if this is a choice.
  public var index: Int? {
    if case .index(let index) = self { return index }
    return nil
  }
  /// The date, if this is a date.
  public var date: Date? {
    if case .date(let date) = self { return date }
    return nil
  }
  /// The texts, if this is several texts.
  public var texts: [String]? {
    if case .texts(let texts) = self { return texts }
    return nil
  }

  /// Whether the value counts as empty for ``FormValidator/required(_:)``:
  /// none, blank text, or texts that are all blank.
  public var isEmpty: Bool {
    switch self {
    case .none: true
    case .text(let text): text.allSatisfy(\.isWhitespace)
    case .texts(let texts): texts.allSatisfy { $0.allSatisfy(\.isWhitespace) }
    default: false
    }
  }

  /// A date as people read it, in the current time zone: `2026-11-25`, or
  /// `2026-11-25 09:41` when it has a time of day.
  static func readable(_ date: Date, in timeZone: TimeZone = .current) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hasTime = parts.hour != 0 || parts.minute != 0
    return DatePickerBehavior.formatted(
      date, mode: hasTime ? .dateAndTime : .date, timeZone: timeZone)
  }

  /// The value, for messages and dumps: dates as people read them
  /// (`2026-11-25`), numbers and flags as Swift prints them.
  public var description: String {
    switch self {
    case .none: "none"
    case .text(let text): "\"\(text)\""
    case .number(let number): "\(number)"
    case .bool(let bool): "\(bool)"
    case .index(let index): "#\(index)"
    case .date(let date): Self.readable(date)
    case .texts(let texts): "\(texts)"
    }
  }
}
