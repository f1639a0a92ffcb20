public import Trellis

/// A choice of one option: inline (every option a line with a mark) or as
/// a row showing the choice that opens a picker screen.
///
/// ```
/// inline:   Size                 picker:  Size         Medium ›
///           (•) Small
///           ( ) Medium
/// ```
///
/// Tapping the picker row sends ``RadioPickerRequested`` up the responder
/// chain; the presenter shows a ``RadioPicker`` for it, which sets the
/// value when an option is chosen.
public struct RadioGroupElement: FormElement {
  /// How the options are shown.
  public enum Style: Sendable, Hashable {
    /// Every option in the form.
    case inline
    /// One row that opens a picker screen.
    case picker
  }

  /// The identifier.
  public let id: String
  /// The group's title.
  public var title: String
  /// The options' titles.
  public var options: [String]
  /// The initially chosen option, if any.
  public var selection: Int?
  /// How the options are shown.
  public var style: Style
  /// The rules the choice must follow.
  public var validators: [FormValidator]

  /// The mark of the chosen option.
  public static let selectedMark = "(•)"
  /// The mark of the other options.
  public static let unselectedMark = "( )"

  /// Creates a radio group.
  public init(
    id: String, title: String, options: [String], selection: Int? = nil, style: Style = .inline,
    validators: [FormValidator] = []
  ) {
    self.id = id
    self.title = title
    self.options = options
    self.selection = selection
    self.style = style
    self.validators = validators
  }

  /// The initial choice, or none.
  public var initialValue: FormValue { selection.map { .index($0) } ?? .none }

  /// The options, or the picker row.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    let chosen = field.value.index
    let options = options
    let title = title
    return Stack {
      switch style {
      case .inline:
        Text(title).tag("label")
        ForEach(Array(options.indices)) { index in
          Text(
            (chosen == index ? Self.selectedMark : Self.unselectedMark) + " " + options[index]
          )
          .tag("option")
          .identifier("\(id)-\(index)")
          .onTap { form.setValue(.index(index), for: id) }
          .key(index)
        }
      case .picker:
        Stack(.horizontal, spacing: 1) {
          Text(title).flex(grow: 1, shrink: 1).tag("label")
          Text(chosen.flatMap { options.indices.contains($0) ? options[$0] : nil } ?? "")
            .tag("value")
          Text(Accessory.disclosureGlyph)
        }.scaled()
          .identifier(id)
          .onTap(
            send: RadioPickerRequested(id: id, title: title, options: options, selection: chosen))
      }
    }
  }
}

/// Sent when the user taps a picker-style ``RadioGroupElement``: show a
/// ``RadioPicker`` for it.
public struct RadioPickerRequested: ComponentAction, Hashable {
  /// The element's identifier.
  public var id: String
  /// The group's title.
  public var title: String
  /// The options' titles.
  public var options: [String]
  /// The chosen option, if any.
  public var selection: Int?

  /// Creates a request.
  public init(id: String, title: String, options: [String], selection: Int?) {
    self.id = id
    self.title = title
    self.options = options
    self.selection = selection
  }
}

/// The picker screen of a picker-style radio group: the options with the
/// chosen one marked; choosing one writes it to the form and calls
/// `onDone`.
public struct RadioPicker: Component {
  /// The request it answers.
  public let request: RadioPickerRequested
  /// The form to write the choice to.
  public let form: Form
  /// Called after a choice (typically to close the screen).
  public let onDone: @MainActor @Sendable () -> Void

  /// Creates a picker screen.
  public init(
    request: RadioPickerRequested, form: Form,
    onDone: @escaping @MainActor @Sendable () -> Void = {}
  ) {
    self.request = request
    self.form = form
    self.onDone = onDone
  }

  /// The title and the options.
  public var body: some Component {
    let request = request
    let form = form
    let onDone = onDone
    let chosen = form.value(for: request.id)?.index
    return Stack {
      Text(request.title).bold().tag("title")
      ForEach(Array(request.options.indices)) { index in
        Text(
          (chosen == index ? RadioGroupElement.selectedMark : RadioGroupElement.unselectedMark)
            + " " + request.options[index]
        )
        .tag("option")
        .identifier("\(request.id)-\(index)")
        .onTap {
          form.setValue(.index(index), for: request.id)
          onDone()
        }
        .key(index)
      }
    }
  }
}
