public import Foundation
public import Trellis

/// A date, time, or date-and-time picker with its title beside it.
public struct DateElement: FormElement {
  /// The identifier.
  public let id: String
  /// The label beside the picker.
  public var title: String
  /// The initial date.
  public var date: Date
  /// What the picker edits.
  public var mode: DatePickerMode
  /// The rules the date must follow.
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var titleWidth: Double

  /// Creates a date element.
  public init(
    id: String, title: String, date: Date, mode: DatePickerMode = .date,
    validators: [FormValidator] = [], titleWidth: Double = 12
  ) {
    self.id = id
    self.title = title
    self.date = date
    self.mode = mode
    self.validators = validators
    self.titleWidth = titleWidth
  }

  /// The initial date.
  public var initialValue: FormValue { .date(date) }

  /// The label and the picker.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    return Stack(.horizontal, spacing: 1) {
      FormTitle(title: title, width: titleWidth)
      DatePicker(field.value.date ?? date, mode: mode) { form.setValue(.date($0), for: id) }
        .identifier(id)
    }.scaled()
  }
}
