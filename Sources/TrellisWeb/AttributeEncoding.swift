import Foundation
import Trellis

/// How attribute values travel: strings, numbers, booleans and string
/// lists as themselves; styled text as its plain text, or as a list of
/// `[text, link]` runs when it has links (only `http`, `https` and
/// `mailto` links: others become plain text); a date as seconds
/// since 1970; a colour, alignment, truncation, axis or date picker mode
/// as its description. Values of other types (an app's data object, an
/// embedded content's handle, images' pixels) stay on the server: the page
/// has no use for them and they may hold what it must not see.
enum AttributeEncoding {
  static func write(_ attributes: Attributes, into writer: inout JSONWriter) {
    writer.raw("{")
    var first = true
    for entry in attributes.entries {
      guard let encode = encoder(for: entry.value) else { continue }
      if !first { writer.raw(",") }
      first = false
      writer.string(entry.name)
      writer.raw(":")
      encode(&writer)
    }
    writer.raw("}")
  }

  private static func encoder(for value: any AttributeValue) -> ((inout JSONWriter) -> Void)? {
    switch value {
    case let string as String: { $0.string(string) }
    case let bool as Bool: { $0.raw(bool ? "true" : "false") }
    case let int as Int: { $0.number(int) }
    case let double as Double: { $0.number(double) }
    case let strings as [String]:
      { writer in
        writer.raw("[")
        for (index, string) in strings.enumerated() {
          if index > 0 { writer.raw(",") }
          writer.string(string)
        }
        writer.raw("]")
      }
    case let text as StyledText: { write(text, into: &$0) }
    case let date as Date: { $0.number(date.timeIntervalSince1970) }
    case let color as Color: { $0.string(color.description) }
    case let alignment as TextAlignment: { $0.string(alignment.rawValue) }
    case let truncation as TextTruncation: { $0.string(truncation.rawValue) }
    case let axis as Axis: { $0.string(axis.rawValue) }
    case let mode as DatePickerMode: { $0.string(mode.rawValue) }
    default: nil
    }
  }

  private static func write(_ text: StyledText, into writer: inout JSONWriter) {
    guard text.runs.contains(where: { $0.style.link != nil }) else {
      return writer.string(text.plainText)
    }
    writer.raw("[")
    for (index, run) in text.runs.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.raw("[")
      writer.string(run.text)
      writer.raw(",")
      if let link = run.style.link, allowsLink(link) {
        writer.string(link)
      } else {
        writer.raw("null")
      }
      writer.raw("]")
    }
    writer.raw("]")
  }

  /// Whether a link may reach the page: `http`, `https` or `mailto` only,
  /// never `javascript:` or `data:`.
  static func allowsLink(_ link: String) -> Bool {
    let lowered = link.lowercased()
    return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
      || lowered.hasPrefix("mailto:")
  }
}
