public import Trellis

/// A segmented control with its title beside it; the value is the chosen
/// segment's index.
public struct SegmentedElement: FormElement {
  /// The identifier.
  public let id: String
  /// The label beside the control.
  public var title: String
  /// The segments' titles.
  public var segments: [String]
  /// The initially chosen segment, if any.
  public var selection: Int?
  /// The rules the choice must follow.
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var titleWidth: Double

  /// Creates a segmented element.
  public init(
    id: String, title: String, segments: [String], selection: Int? = nil,
    validators: [FormValidator] = [], titleWidth: Double = 12
  ) {
    self.id = id
    self.title = title
    self.segments = segments
    self.selection = selection
    self.validators = validators
    self.titleWidth = titleWidth
  }

  /// The initial choice, or none.
  public var initialValue: FormValue { selection.map { .index($0) } ?? .none }

  /// The label and the control.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    return Stack(.horizontal, spacing: 1) {
      FormTitle(title: title, width: titleWidth)
      SegmentedControl(segments, selection: field.value.index) {
        form.setValue(.index($0), for: id)
      }
      .identifier(id)
    }.scaled()
  }
}
