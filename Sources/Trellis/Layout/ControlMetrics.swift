/// The geometry a host gives its built-in controls, in the host's units:
/// how much room each control's chrome takes beside its text, how long and
/// thick tracks, bars and rules are, and how far keys scroll. Controls'
/// layout (at layout time) and behaviours (hit testing, caret placement,
/// scrolling) read it from the host's ``LayoutEnvironment``; the core
/// assumes no unit of its own.
///
/// A grid host uses ``characterGrid``, whose numbers are whole character
/// cells; a pixel host gives numbers in points that fit its drawing:
///
/// ```swift
/// var metrics = ControlMetrics.characterGrid
/// metrics.toggleChromeWidth = 30      // a 26-point switch and a gap
/// metrics.lineStep = 20               // an arrow scrolls a line of text
/// ```
public struct ControlMetrics: Sendable, Hashable {
  /// The room a ``Toggle``'s switch takes before its label (`[x] ` on a
  /// grid: 4).
  public var toggleChromeWidth: Double
  /// A ``Button``'s padding on either side of its title.
  public var buttonPadding: Double
  /// A ``Badge``'s padding on either side of its text.
  public var badgePadding: Double
  /// The padding on either side of each title of a ``SegmentedControl``.
  public var segmentPadding: Double
  /// The width of the separator between two segments (a `|` on a grid).
  public var segmentSeparatorWidth: Double
  /// A ``Slider``'s track length when nothing else sizes it.
  public var sliderLength: Double
  /// A ``Slider``'s thickness (its height).
  public var sliderThickness: Double
  /// The length of a slider's thumb along its track: the value's position
  /// runs over the track less the thumb.
  public var sliderThumbLength: Double
  /// An ``ActivityIndicator``'s size.
  public var activityIndicatorSize: Size
  /// The least length of a ``ProgressBar``.
  public var progressBarMinLength: Double
  /// A ``ProgressBar``'s thickness (its height).
  public var progressBarThickness: Double
  /// A ``Divider``'s thickness.
  public var dividerThickness: Double
  /// The least width of a ``TextField`` or ``TextArea``.
  public var textInputMinWidth: Double
  /// The width a caret takes: a field scrolls its text so a caret at its
  /// end still shows.
  public var caretWidth: Double
  /// How far an arrow key scrolls a scroll view or list.
  public var lineStep: Double
  /// How much of a page Page Up / Page Down keeps in view: a page scrolls
  /// the view's height less this (and at least ``lineStep``).
  public var pageOverlap: Double
  /// A dialog's padding on its left and right (room for a frame and a
  /// margin).
  public var dialogHorizontalPadding: Double
  /// A dialog's padding at its top and bottom.
  public var dialogVerticalPadding: Double
  /// The room a dialog's frame takes beside its title (`┌─ title ─┐` on a
  /// grid: 6): a dialog is at least its title's width plus this.
  public var dialogTitleChromeWidth: Double
  /// A sheet's padding on its left and right.
  public var sheetHorizontalPadding: Double
  /// A sheet's padding at its top.
  public var sheetTopPadding: Double
  /// The space between a modal's actions, and between them and its
  /// content.
  public var modalActionSpacing: Double
  /// One step of the host's spacing scale: composites (a launcher, an
  /// album, a web view, the overview) state their gaps, padding and fixed
  /// sizes in steps (``Stack/scaled(width:height:)``,
  /// ``Component/padding(steps:)``), which layout multiplies by this.
  /// One cell on a grid; a pixel host's base spacing (8 points, say).
  public var spacingStep: Double
  /// What a ``DatePicker`` measures for its text in each mode: the widest
  /// value the host's control draws, in its drawn form (``DatePickerTemplates/iso``
  /// on a grid; a browser's locale form, `mm/dd/yyyy`).
  public var datePickerTemplates: DatePickerTemplates
  /// The room a ``DatePicker``'s chrome takes beside its text: the control's
  /// border and padding and its calendar or clock button (none on a grid).
  public var datePickerChromeWidth: Double
  /// The room a scroll view's bar takes beside its content: the content
  /// is laid out that much narrower (shorter, scrolling sideways), so
  /// nothing ends under the bar. None on a grid, where the bar is drawn
  /// over the content's last column; a browser's bar takes room in the
  /// page.
  public var scrollBarWidth: Double

  /// Metrics with every value given: a host states each one, there is no
  /// default unit. Only a date picker's drawn form has a default, the
  /// grid's: ISO templates and no chrome.
  public init(
    toggleChromeWidth: Double, buttonPadding: Double, badgePadding: Double,
    segmentPadding: Double, segmentSeparatorWidth: Double,
    sliderLength: Double, sliderThickness: Double, sliderThumbLength: Double,
    activityIndicatorSize: Size, progressBarMinLength: Double, progressBarThickness: Double,
    dividerThickness: Double, textInputMinWidth: Double, caretWidth: Double,
    lineStep: Double, pageOverlap: Double,
    dialogHorizontalPadding: Double, dialogVerticalPadding: Double,
    dialogTitleChromeWidth: Double, sheetHorizontalPadding: Double, sheetTopPadding: Double,
    modalActionSpacing: Double, spacingStep: Double,
    datePickerTemplates: DatePickerTemplates = .iso, datePickerChromeWidth: Double = 0,
    scrollBarWidth: Double = 0
  ) {
    self.toggleChromeWidth = toggleChromeWidth
    self.buttonPadding = buttonPadding
    self.badgePadding = badgePadding
    self.segmentPadding = segmentPadding
    self.segmentSeparatorWidth = segmentSeparatorWidth
    self.sliderLength = sliderLength
    self.sliderThickness = sliderThickness
    self.sliderThumbLength = sliderThumbLength
    self.activityIndicatorSize = activityIndicatorSize
    self.progressBarMinLength = progressBarMinLength
    self.progressBarThickness = progressBarThickness
    self.dividerThickness = dividerThickness
    self.textInputMinWidth = textInputMinWidth
    self.caretWidth = caretWidth
    self.lineStep = lineStep
    self.pageOverlap = pageOverlap
    self.dialogHorizontalPadding = dialogHorizontalPadding
    self.dialogVerticalPadding = dialogVerticalPadding
    self.dialogTitleChromeWidth = dialogTitleChromeWidth
    self.sheetHorizontalPadding = sheetHorizontalPadding
    self.sheetTopPadding = sheetTopPadding
    self.modalActionSpacing = modalActionSpacing
    self.spacingStep = spacingStep
    self.datePickerTemplates = datePickerTemplates
    self.datePickerChromeWidth = datePickerChromeWidth
    self.scrollBarWidth = scrollBarWidth
  }
}
