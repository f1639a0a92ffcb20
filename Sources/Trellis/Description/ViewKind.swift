/// What kind of host view a ``ViewDescription`` asks for: text, button,
/// image and so on.
///
/// Every host renders the built-in kinds. A host may render more: create
/// your own kinds with ``init(_:)`` and use them through ``HostView``.
public struct ViewKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, unique among kinds.
  public let name: String

  /// Creates a kind with a name; names of the built-in kinds are reserved.
  public init(_ name: String) {
    self.name = name
  }

  /// The kind's name.
  public var description: String { name }
}

extension ViewKind {
  /// A plain container: a view for a layout node that needs one (a tap, a
  /// tag, a background colour).
  public static let container = ViewKind("container")
  /// Text with styled runs and links (``Text``).
  public static let text = ViewKind("text")
  /// A row of cells in columns (``ColumnRow``): ``AttributeKey/cells``
  /// laid out by ``AttributeKey/columnLayout``.
  public static let columnRow = ViewKind("columnRow")
  /// An image by name, file or URL (``Image``).
  public static let image = ViewKind("image")
  /// A button (``Button``).
  public static let button = ViewKind("button")
  /// A single-line text field (``TextField``).
  public static let textField = ViewKind("textField")
  /// A multi-line, editable text area (``TextArea``).
  public static let textArea = ViewKind("textArea")
  /// An on/off switch (``Toggle``).
  public static let toggle = ViewKind("toggle")
  /// A slider over a range (``Slider``).
  public static let slider = ViewKind("slider")
  /// A segmented control (``SegmentedControl``).
  public static let segmentedControl = ViewKind("segmentedControl")
  /// A date and/or time picker (``DatePicker``).
  public static let datePicker = ViewKind("datePicker")
  /// A vertical strip of index titles (``AttributeKey/segments``), condensed
  /// to fit its height (see ``IndexBarBehavior``): a table's section index.
  public static let indexBar = ViewKind("indexBar")
  /// An indeterminate activity indicator (``ActivityIndicator``).
  public static let activityIndicator = ViewKind("activityIndicator")
  /// A determinate progress bar (``ProgressBar``).
  public static let progressBar = ViewKind("progressBar")
  /// A small count or label badge (``Badge``).
  public static let badge = ViewKind("badge")
  /// A horizontal or vertical rule (``Divider``).
  public static let divider = ViewKind("divider")
  /// A scrolling viewport (``ScrollView``).
  public static let scrollView = ViewKind("scrollView")
  /// A virtualised list of data source items (``ListMounter``).
  public static let list = ViewKind("list")
  /// One item of a virtualised list.
  public static let listItem = ViewKind("listItem")
  /// A bar listing the active key commands (``KeyCommandFooter``).
  public static let keyCommandFooter = ViewKind("keyCommandFooter")
  /// The layer under a presented ``Modal``: it dims what is behind and takes
  /// every tap and key outside the modal's panel.
  public static let modalBackdrop = ViewKind("modalBackdrop")
  /// A ``Modal``'s panel presented as a centred dialog box.
  public static let dialog = ViewKind("dialog")
  /// A ``Modal``'s panel presented as a sheet along the bottom edge.
  public static let sheet = ViewKind("sheet")
}
