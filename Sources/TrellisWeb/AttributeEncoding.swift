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
  /// `ch`, as the server measures it).
  static func write(
    _ attributes: Attributes, characterWidth: Double, into writer: inout JSONWriter
  ) {
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
  }

  /// Whether any of `attributes` travels to the page.
  static func encodes(any attributes: Attributes) -> Bool {
    attributes.entries.contains { travels($0.value) }
  }

  /// Whether a value is of a type that travels, without writing it.
  private static func travels(_ value: any AttributeValue) -> Bool {
    switch value {
    case is String, is Bool, is Int, is Double, is [String], is StyledText, is ColumnCells,
      is ColumnLayout, is Point, is Size, is [HostEventKind], is Date, is Color,
      is TextAlignment, is TextTruncation, is Axis, is DatePickerMode:
      true
    default: false
    }
  }

  /// Writes `value` when it travels; returns whether it did.
  private static func write(
    _ value: any AttributeValue, characterWidth: Double, into writer: inout JSONWriter
  ) -> Bool {
    switch value {
    case let string as String: writer.string(string)
    case let bool as Bool: writer.ascii(bool ? "true" : "false")
    case let int as Int: writer.number(int)
    case let double as Double: writer.number(double)
    case let strings as [String]: list(strings, into: &writer) { $1.string($0) }
    case let text as StyledText: StyledTextEncoding.write(text, into: &writer)
    case let cells as ColumnCells:
      list(cells, into: &writer) { StyledTextEncoding.write($0, into: &$1) }
    case let layout as ColumnLayout:
      write(layout.inHostUnits(characterWidth: characterWidth), into: &writer)
    case let point as Point: pair(point.x, point.y, into: &writer)
    case let size as Size: pair(size.width, size.height, into: &writer)
    case let events as [HostEventKind]: list(events, into: &writer) { $1.string($0.rawValue) }
    case let date as Date: writer.number(date.timeIntervalSince1970)
    default: return writeName(of: value, into: &writer)
    }
    return true
  }

  /// Values that travel as a name: a colour, alignment, truncation, axis
  /// or date picker mode.
  private static func writeName(of value: any AttributeValue, into writer: inout JSONWriter)
    -> Bool
  {
    switch value {
    case let color as Color: writer.string(color.description)
    case let alignment as TextAlignment: writer.string(alignment.rawValue)
    case let truncation as TextTruncation: writer.string(truncation.rawValue)
    case let axis as Axis: writer.string(axis.rawValue)
    case let mode as DatePickerMode: writer.string(mode.rawValue)
    default: return false
    }
    return true
  }

  /// `[item,…]`, each item as `write` writes it.
  private static func list<Items: Collection>(
    _ items: Items, into writer: inout JSONWriter,
    _ write: (Items.Element, inout JSONWriter) -> Void
  ) {
    writer.byte(UInt8(ascii: "["))
    var first = true
    for item in items {
      if !first { writer.byte(UInt8(ascii: ",")) }
      first = false
      write(item, &writer)
    }
    writer.byte(UInt8(ascii: "]"))
  }

  /// `{"columns":[…],"spacing":8}`, each column `{"fixed":120}` or
  /// `{"weight":1,"minimum":0}`, with its `"align"`: `layout` in the
  /// host's units, CSS pixels.
  private static func write(_ layout: ColumnLayout, into writer: inout JSONWriter) {
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
  private static func pair(_ first: Double, _ second: Double, into writer: inout JSONWriter) {
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
