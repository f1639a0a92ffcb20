/// A part of a view a ``Theme`` can give a look of its own: a slider's
/// knob, a text field's placeholder, a dialog's title.
///
/// A part inherits its view's look: the colours it does not set are the
/// view's, and its emphasis adds to the view's.
public struct ThemePart: Hashable, Sendable, CustomStringConvertible {
  /// The part's name, as theme files spell it.
  public let name: String

  /// Creates a part; a host may draw parts of its own.
  public init(_ name: String) { self.name = name }

  /// The part's name.
  public var description: String { name }

  /// A toggle's on/off box, `[x]`.
  public static let indicator = ThemePart("indicator")
  /// The label beside a toggle or progress bar.
  public static let label = ThemePart("label")
  /// The done part of a progress bar, the part of a slider's track before
  /// its knob.
  public static let fill = ThemePart("fill")
  /// The rest of a progress bar or slider track; a scroll bar's track.
  public static let track = ThemePart("track")
  /// A slider's knob; a scroll bar's thumb.
  public static let knob = ThemePart("knob")
  /// One segment of a segmented control (selected: the chosen one), one
  /// field of a date picker (selected: the one being edited), one title
  /// of an index bar (selected: the picked one).
  public static let segment = ThemePart("segment")
  /// What separates segments, or stands for index bar titles left out.
  public static let separator = ThemePart("separator")
  /// The hint a text input shows while empty.
  public static let placeholder = ThemePart("placeholder")
  /// Selected text in a text input.
  public static let selection = ThemePart("selection")
  /// A modal's or an image placeholder's frame.
  public static let border = ThemePart("border")
  /// A modal's title.
  public static let title = ThemePart("title")
  /// A key in a key binding footer.
  public static let key = ThemePart("key")

  /// The parts the built-in hosts draw, in order.
  public static let builtIn: [ThemePart] = [
    .indicator, .label, .fill, .track, .knob, .segment, .separator, .placeholder, .selection,
    .border, .title, .key,
  ]
}
