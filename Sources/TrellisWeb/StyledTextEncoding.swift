import Trellis

/// How styled text travels (see <doc:TheWireFormat>): a plain string when
/// every run is plain, else a list of `[text, href, style]` runs.
///
/// `href` is the run's link when the page may follow it itself (`http`,
/// `https`, `mailto`), else `null`. `style` is `null` for a plain run, else
/// an object with only what is set: `bold`, `italic`, `underline`,
/// `strikethrough`, `dim` (`true`), `fg` and `bg` (a colour's name, role or
/// `#rrggbb`) and `link`, the index of the run's link in the text's
/// `StyledText/links`: a click on it goes back to the server by that index,
/// so links the page may not follow (an app's own scheme) still reach the
/// app, and a URL the page was never sent can never be asked for.
enum StyledTextEncoding {
  static func write(_ text: StyledText, into writer: inout JSONWriter) {
    guard text.runs.contains(where: { $0.style != .plain }) else {
      // The runs' texts one after another, as one string: no joined copy.
      writer.byte(UInt8(ascii: "\""))
      for run in text.runs { writer.stringContents(run.text) }
      return writer.byte(UInt8(ascii: "\""))
    }
    writer.ascii("[")
    var linkIndex = -1
    var previousLink: String?
    for (index, run) in text.runs.enumerated() {
      if index > 0 { writer.ascii(",") }
      // Adjacent runs with one target are one link, as `StyledText.links` counts.
      if let link = run.style.link, link != previousLink { linkIndex += 1 }
      previousLink = run.style.link
      writer.ascii("[")
      writer.string(run.text)
      writer.ascii(",")
      if let link = run.style.link, AttributeEncoding.allowsLink(link) {
        writer.string(link)
      } else {
        writer.ascii("null")
      }
      writer.ascii(",")
      write(run.style, linkIndex: run.style.link == nil ? nil : linkIndex, into: &writer)
      writer.ascii("]")
    }
    writer.ascii("]")
  }

  private static func write(_ style: TextStyle, linkIndex: Int?, into writer: inout JSONWriter) {
    guard
      style.bold || style.italic || style.underline || style.strikethrough || style.dim
        || style.foreground != nil || style.background != nil || linkIndex != nil
    else { return writer.ascii("null") }
    writer.byte(UInt8(ascii: "{"))
    var first = true
    func key(_ name: StaticString) {
      writer.ascii(first ? "\"" : ",\"")
      first = false
      writer.ascii(name)
      writer.ascii("\":")
    }
    if style.bold {
      key("bold")
      writer.ascii("true")
    }
    if style.italic {
      key("italic")
      writer.ascii("true")
    }
    if style.underline {
      key("underline")
      writer.ascii("true")
    }
    if style.strikethrough {
      key("strikethrough")
      writer.ascii("true")
    }
    if style.dim {
      key("dim")
      writer.ascii("true")
    }
    if let foreground = style.foreground {
      key("fg")
      writer.string(foreground.description)
    }
    if let background = style.background {
      key("bg")
      writer.string(background.description)
    }
    if let linkIndex {
      key("link")
      writer.number(linkIndex)
    }
    writer.byte(UInt8(ascii: "}"))
  }
}
