public import Foundation

extension AttributeKey where Value == StyledText {
  /// The styled text of a text view.
  public static var text: Self { Self("text") }
}

extension AttributeKey where Value == ColumnCells {
  /// The cells of a column row, leading to trailing.
  public static var cells: Self { Self("cells") }
}

extension AttributeKey where Value == ColumnLayout {
  /// How a column row's cells share its width.
  public static var columnLayout: Self { Self("columnLayout") }
}

extension AttributeKey where Value == String {
  /// A test and lookup tag set with ``Component/tag(_:)``.
  public static var tag: Self { Self("tag") }
  /// An identifier for accessibility and UI tests, set with
  /// ``Component/identifier(_:)``.
  public static var identifier: Self { Self("identifier") }
  /// A button's title in its normal state.
  public static var title: Self { Self("title") }
  /// A button's title while highlighted (pressed).
  public static var highlightedTitle: Self { Self("highlightedTitle") }
  /// A button's title while disabled.
  public static var disabledTitle: Self { Self("disabledTitle") }
  /// A button's title while selected.
  public static var selectedTitle: Self { Self("selectedTitle") }
  /// A text field's current text.
  public static var value: Self { Self("value") }
  /// A text field's placeholder.
  public static var placeholder: Self { Self("placeholder") }
  /// An image's name in the host's asset catalogue.
  public static var imageName: Self { Self("imageName") }
  /// An image's file path.
  public static var imageFile: Self { Self("imageFile") }
  /// An image's URL.
  public static var imageURL: Self { Self("imageURL") }
  /// An image's placeholder, shown while loading or when it fails.
  public static var imagePlaceholder: Self { Self("imagePlaceholder") }
  /// Alternative text, for accessibility and text-only hosts.
  public static var altText: Self { Self("altText") }
  /// A badge's text.
  public static var badgeText: Self { Self("badgeText") }
  /// A label shown next to a control (switch, slider, progress bar).
  public static var label: Self { Self("label") }
}

extension AttributeKey where Value == Bool {
  /// Whether a text field hides what is typed.
  public static var secure: Self { Self("secure") }
  /// Whether a switch is on.
  public static var isOn: Self { Self("isOn") }
  /// Whether a control is disabled.
  public static var disabled: Self { Self("disabled") }
  /// Whether a control takes keyboard focus when it appears and nothing
  /// else has it, set with ``Component/autofocus(_:)``.
  public static var autofocus: Self { Self("autofocus") }
  /// Whether a control takes keyboard focus when it appears, from whatever
  /// has it, set with ``Component/takesFocusOnAppear(_:)``.
  public static var takesFocusOnAppear: Self { Self("takesFocusOnAppear") }
  /// Whether a text view's links take keyboard focus one by one (Tab moves
  /// between them, Enter opens the focused one), set with
  /// ``Text/focusableLinks(_:)``.
  public static var focusableLinks: Self { Self("focusableLinks") }
  /// Whether a button is selected.
  public static var selected: Self { Self("selected") }
  /// Whether an activity indicator is animating.
  public static var animating: Self { Self("animating") }
  /// Whether a scroll view scrolls horizontally (vertically otherwise).
  public static var horizontal: Self { Self("horizontal") }
}

extension AttributeKey where Value == Double {
  /// A slider's or progress bar's value.
  public static var doubleValue: Self { Self("doubleValue") }
  /// A slider's lower bound.
  public static var minimum: Self { Self("minimum") }
  /// A slider's upper bound.
  public static var maximum: Self { Self("maximum") }
  /// A slider's step; absent for a continuous slider.
  public static var step: Self { Self("step") }
}

extension AttributeKey where Value == Int {
  /// The maximum number of lines of a text view.
  public static var maxLines: Self { Self("maxLines") }
  /// The selected segment of a segmented control.
  public static var selectedIndex: Self { Self("selectedIndex") }
}

extension AttributeKey where Value == [String] {
  /// A segmented control's segment titles.
  public static var segments: Self { Self("segments") }
}

extension AttributeKey where Value == Color {
  /// A view's background colour, set with ``Component/backgroundColor(_:)``.
  public static var backgroundColor: Self { Self("backgroundColor") }
  /// The colour of a divider or progress bar.
  public static var tint: Self { Self("tint") }
}

extension AttributeKey where Value == [HostEventKind] {
  /// The kinds of events the view's component handles, so a host knows, for
  /// example, that a view is tappable.
  public static var events: Self { Self("events") }
}

extension AttributeKey where Value == [KeyCommand] {
  /// The key commands declared on a view, in declaration order (see
  /// ``Component/keyCommand(_:_:isShownInFooter:perform:)``).
  public static var keyCommands: Self { Self("keyCommands") }
}

extension AttributeKey where Value == PixelImage {
  /// An image's pixels, when it was made from pixels in memory.
  public static var imagePixels: Self { Self("imagePixels") }
}

extension AttributeKey where Value == Date {
  /// A date picker's date.
  public static var date: Self { Self("date") }
}

extension AttributeKey where Value == DatePickerMode {
  /// What a date picker picks.
  public static var datePickerMode: Self { Self("datePickerMode") }
}

extension AttributeKey where Value == TextTruncation {
  /// Where a text view's text is cut when it needs more lines than its
  /// ``maxLines``; `nil` cuts whole lines with no ellipsis.
  public static var truncation: Self { Self("truncation") }
}

extension AttributeKey where Value == TextAlignment {
  /// How lines of text are aligned.
  public static var textAlignment: Self { Self("textAlignment") }
}

extension AttributeKey where Value == Axis {
  /// The direction of a divider or scroll view.
  public static var axis: Self { Self("axis") }
}

extension AttributeKey where Value == Point {
  /// A scroll view's content offset.
  public static var contentOffset: Self { Self("contentOffset") }
}

extension AttributeKey where Value == Size {
  /// A scroll view's or list's content size.
  public static var contentSize: Self { Self("contentSize") }
}

extension Date: AttributeValue {}
