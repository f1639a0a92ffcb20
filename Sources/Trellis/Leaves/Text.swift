import TrellisLayout

/// Text with styled runs and links. Wraps at word boundaries to the width it
/// is given; ``lineLimit(_:)`` caps the lines.
///
/// ```swift
/// Text("Hello, ").bold() + Text("world").foregroundColor(.green)
/// Text("Read the docs").link("https://example.com/docs")
/// ```
///
/// Tapping a link sends ``LinkTapped`` up the responder chain.
public struct Text: Component, PrimitiveComponent {
  /// The styled text.
  public var content: StyledText
  /// The maximum number of lines; `nil` for no limit.
  public var maxLines: Int?
  /// How lines are aligned.
  public var alignment: TextAlignment
  /// Where text that needs more than ``maxLines`` is cut, with an
  /// ellipsis; `nil` drops the lines that do not fit.
  public var truncation: TextTruncation?
  /// Whether the links take keyboard focus one by one.
  public var linksAreFocusable: Bool

  /// Creates plain text.
  public init(_ string: String) {
    self.init(StyledText(string))
  }

  /// Creates text from styled runs.
  public init(_ content: StyledText) {
    self.content = content
    self.maxLines = nil
    self.alignment = .leading
    self.truncation = nil
    self.linksAreFocusable = false
  }

  private func restyled(_ change: (inout TextStyle) -> Void) -> Text {
    var copy = self
    copy.content = content.restyled(change)
    return copy
  }

  /// Bold text.
  public func bold(_ isOn: Bool = true) -> Text { restyled { $0.bold = isOn } }
  /// Italic text.
  public func italic(_ isOn: Bool = true) -> Text { restyled { $0.italic = isOn } }
  /// Underlined text.
  public func underline(_ isOn: Bool = true) -> Text { restyled { $0.underline = isOn } }
  /// Struck-through text.
  public func strikethrough(_ isOn: Bool = true) -> Text {
    restyled { $0.strikethrough = isOn }
  }
  /// Text in a colour.
  public func foregroundColor(_ color: Color?) -> Text { restyled { $0.foreground = color } }
  /// Text on a coloured background (the runs only, not the whole box).
  public func highlight(_ color: Color?) -> Text { restyled { $0.background = color } }
  /// Makes the whole text a link; tapping it sends ``LinkTapped``.
  public func link(_ url: String) -> Text { restyled { $0.link = url } }

  /// Caps the number of lines; `nil` removes the cap.
  public func lineLimit(_ lines: Int?) -> Text {
    var copy = self
    copy.maxLines = lines.map { max(1, $0) }
    return copy
  }

  /// Cuts text that needs more than ``lineLimit(_:)`` lines with an
  /// ellipsis at its end, start or middle.
  public func truncationMode(_ mode: TextTruncation?) -> Text {
    var copy = self
    copy.truncation = mode
    return copy
  }

  /// Makes the links take keyboard focus: Tab and Shift-Tab move from link
  /// to link (then on to the next control), Enter or Space opens the
  /// focused one, which shows in reverse colours.
  public func focusableLinks(_ isOn: Bool = true) -> Text {
    var copy = self
    copy.linksAreFocusable = isOn
    return copy
  }

  /// Aligns the lines.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// The texts one after the other; the line limit and alignment of `lhs`
  /// apply.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.content = lhs.content + rhs.content
    return result
  }

  func reduce(into builder: inout TreeBuilder) {
    // Text, line limit, alignment, and what modifiers add (a tag, events).
    var view = ViewDescription(kind: .text, reservingCapacity: 5)
    view[.text] = content
    view[.maxLines] = maxLines
    if alignment != .leading { view[.textAlignment] = alignment }
    if let truncation { view[.truncation] = truncation }
    // Looked for once: the runs are walked for every text of every row.
    let hasLinks = content.runs.contains { $0.style.link != nil }
    if linksAreFocusable, hasLinks {
      view[.focusableLinks] = true
    }
    var handlers = EventHandlers()
    if hasLinks {
      handlers.set(.linkTapped) { event, context in
        if case .linkTapped(let url) = event { context.send(LinkTapped(url: url)) }
      }
    }
    builder.leaf(
      view: view, text: TextContent(text: content, maxLines: maxLines), handlers: handlers)
  }
}
