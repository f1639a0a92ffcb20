import Foundation
import Trellis

/// How attribute values travel: strings, numbers, booleans and string
/// lists as themselves; styled text as ``StyledTextEncoding`` writes it; a
/// column row's cells as a list of styled texts and its layout as an
/// object; a point or size as `[x, y]` or `[width, height]`; the events a
/// view handles as their names; a date as seconds since 1970; a colour,
/// alignment, truncation, axis or date picker mode as its description.
/// Values of other types (an app's data object, an embedded content's
/// handle, images' pixels, key commands' closures) stay on the server: the
/// page has no use for them and they may hold what it must not see.
enum AttributeEncoding {
  /// Writes `attributes`; a column layout in characters is written in CSS
  /// pixels, a character being `characterWidth` wide (the page's font's
  /// `ch`, as the server measures it). Returns whether any of them
  /// travelled (the object is `{}` otherwise).
  @discardableResult
  static func write(
    _ attributes: Attributes, characterWidth: Double, into writer: inout JSONWriter
  ) -> Bool {
    writer.byte(UInt8(ascii: "{"))
    var first = true
    for entry in attributes.entries {
      // The key goes first and is taken back if the value stays on the
      // server: one type test per value, no closure.
      let mark = writer.count
      if !first { writer.byte(UInt8(ascii: ",")) }
      writer.string(entry.name)
      writer.byte(UInt8(ascii: ":"))
      if write(entry.value, characterWidth: characterWidth, into: &writer) {
        first = false
      } else {
        writer.truncate(to: mark)
      }
    }
    writer.byte(UInt8(ascii: "}"))
    return !first
  }

  /// Writes `value` when it travels; returns whether it did.
  private static func write(
    _ value: any AttributeValue, characterWidth: Double, into writer: inout JSONWriter
  ) -> Bool {
    guard let value = value as? any PageValue else { return false }
    value.writeForPage(characterWidth: characterWidth, into: &writer)
    return true
  }

  /// `{"columns":[…],"spacing":8}`, each column `{"fixed":120}` or
  /// `{"weight":1,"minimum":0}`, with its `"align"`: `layout` in the
  /// host's units, CSS pixels.
  static func write(_ layout: ColumnLayout, into writer: inout JSONWriter) {
    writer.ascii("{\"columns\":[")
    for (index, column) in layout.columns.enumerated() {
      if index > 0 { writer.ascii(",") }
      switch column.width {
      case .fixed(let width):
        writer.ascii("{\"fixed\":")
        writer.number(width)
      case .flexible(let weight, let minimum):
        writer.ascii("{\"weight\":")
        writer.number(weight)
        writer.ascii(",\"minimum\":")
        writer.number(minimum)
      }
      writer.ascii(",\"align\":")
      writer.string(column.alignment.rawValue)
      writer.ascii("}")
    }
    writer.ascii("],\"spacing\":")
    writer.number(layout.spacing)
    writer.ascii("}")
  }

  /// `[first,second]`.
  static func pair(_ first: Double, _ second: Double, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "["))
    writer.number(first)
    writer.byte(UInt8(ascii: ","))
    writer.number(second)
    writer.byte(UInt8(ascii: "]"))
  }

  /// Whether a link may reach the page: `http`, `https` or `mailto` only,
  /// never `javascript:` or `data:`.
  static func allowsLink(_ link: String) -> Bool {
    let lowered = link.lowercased()
    return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
      || lowered.hasPrefix("mailto:")
  }
}
