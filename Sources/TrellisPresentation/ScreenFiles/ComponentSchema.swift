import Trellis

/// The built-in component kinds of screen files and the type of each of
/// their properties: what the loader checks a file against.
public enum ComponentSchema {
  /// The type a property must have.
  public enum PropertyType: Sendable, Hashable, CustomStringConvertible {
    /// Text, or a binding to text.
    case text
    /// A number.
    case number
    /// A yes/no value.
    case bool
    /// One of the words.
    case oneOf([String])
    /// A list of strings.
    case strings
    /// A list of components (`children`).
    case components
    /// A list of table sections (`sections`).
    case sections
    /// A binding to a list (a table's `rows`).
    case binding

    /// What a value of this type looks like, for error messages.
    public var description: String {
      switch self {
      case .text: "a string or a binding path"
      case .number: "a number"
      case .bool: "true or false"
      case .oneOf(let words): "one of " + words.map { "'\($0)'" }.joined(separator: ", ")
      case .strings: "a list of strings"
      case .components: "a list of components"
      case .sections: "a list of sections"
      case .binding: "a binding path ('bindTo.dataObject.…')"
      }
    }
  }

  /// Layout properties every component takes, with its tag, autofocus and
  /// style class.
  public static let layout: [String: PropertyType] = [
    "tag": .text, "padding": .number, "paddingHorizontal": .number,
    "paddingVertical": .number, "flexGrow": .number, "flexShrink": .number,
    "width": .number, "height": .number, "minWidth": .number, "maxWidth": .number,
    "alignSelf": .oneOf(["start", "center", "end", "stretch"]), "autofocus": .bool,
    "styleClass": .text,
  ]

  /// Colour names: Swift's (``Color/namedColors``), so a screen file and
  /// code name the same colours.
  private static let colors = Color.namedColors.map(\.name)

  /// Each built-in kind's own properties (besides ``layout``), and which
  /// of them must be given.
  public static let kinds: [String: (properties: [String: PropertyType], required: Set<String>)] =
    [
      "stack": (
        [
          "axis": .oneOf(["vertical", "horizontal"]), "spacing": .number,
          "alignment": .oneOf(["start", "center", "end", "stretch"]), "wraps": .bool,
          "children": .components,
        ], []
      ),
      "scroll": (["children": .components], []),
      "center": (["children": .components], []),
      "text": (
        [
          "text": .text, "bold": .bool, "italic": .bool, "underline": .bool,
          "color": .oneOf(colors), "lines": .number,
        ], ["text"]
      ),
      "button": (["title": .text, "action": .text], ["title"]),
      "image": (["file": .text, "alt": .text], ["file"]),
      "spinner": (["animating": .bool], []),
      "progress": (["value": .number, "label": .text], ["value"]),
      "badge": (["text": .text, "color": .oneOf(colors)], ["text"]),
      "divider": (["axis": .oneOf(["vertical", "horizontal"])], []),
      "spacer": ([:], []),
      "textField": (
        [
          "name": .text, "placeholder": .text, "secure": .bool, "value": .text,
          "action": .text,
        ], ["name"]
      ),
      "switch": (["name": .text, "label": .text, "value": .bool], ["name"]),
      "slider": (
        ["name": .text, "min": .number, "max": .number, "step": .number, "value": .number],
        ["name"]
      ),
      "segmented": (["name": .text, "options": .strings, "value": .number], ["name", "options"]),
      "table": (["sections": .sections, "rows": .binding, "cell": .components], []),
      "titleCell": (["title": .text], ["title"]),
      "subtitleCell": (["title": .text, "subtitle": .text], ["title"]),
      "valueCell": (["title": .text, "value": .text], ["title"]),
    ]

  /// The type of `property` for `kind`, if it has one.
  public static func type(of property: String, in kind: String) -> PropertyType? {
    kinds[kind]?.properties[property] ?? layout[property]
  }
}
