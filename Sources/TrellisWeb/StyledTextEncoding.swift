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
      return writer.string(text.plainText)
    }
    writer.raw("[")
    var linkIndex = -1
    var previousLink: String?
    for (index, run) in text.runs.enumerated() {
      if index > 0 { writer.raw(",") }
      // Adjacent runs with one target are one link, as `StyledText.links` counts.
      if let link = run.style.link, link != previousLink { linkIndex += 1 }
      previousLink = run.style.link
      writer.raw("[")
      writer.string(run.text)
      writer.raw(",")
      if let link = run.style.link, AttributeEncoding.allowsLink(link) {
        writer.string(link)
      } else {
        writer.raw("null")
      }
      writer.raw(",")
      write(run.style, linkIndex: run.style.link == nil ? nil : linkIndex, into: &writer)
      writer.raw("]")
    }
    writer.raw("]")
  }

  private static func write(_ style: TextStyle, linkIndex: Int?, into writer: inout JSONWriter) {
    var fields: [(String, String)] = []
    for (name, isOn) in [
      ("bold", style.bold), ("italic", style.italic), ("underline", style.underline),
      ("strikethrough", style.strikethrough), ("dim", style.dim),
    ] where isOn {
      fields.append((name, "true"))
    }
    guard !fields.isEmpty || style.foreground != nil || style.background != nil || linkIndex != nil
    else { return writer.raw("null") }
    writer.raw("{")
    var first = true
    func key(_ name: String) {
      if !first { writer.raw(",") }
      first = false
      writer.string(name)
      writer.raw(":")
    }
    for (name, value) in fields {
      key(name)
      writer.raw(value)
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
    writer.raw("}")
  }
}
