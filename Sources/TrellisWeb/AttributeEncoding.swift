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
    writer.raw("{")
    var first = true
    for entry in attributes.entries {
      guard let encode = encoder(for: entry.value, characterWidth: characterWidth) else {
        continue
      }
      if !first { writer.raw(",") }
      first = false
      writer.string(entry.name)
      writer.raw(":")
      encode(&writer)
    }
    writer.raw("}")
  }

  /// Whether any of `attributes` travels to the page.
  static func encodes(any attributes: Attributes) -> Bool {
    attributes.entries.contains { encoder(for: $0.value, characterWidth: 0) != nil }
  }

  private static func encoder(for value: any AttributeValue, characterWidth: Double)
    -> ((inout JSONWriter) -> Void)?
  {
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
    case let text as StyledText: { StyledTextEncoding.write(text, into: &$0) }
    case let cells as ColumnCells:
      { writer in
        writer.raw("[")
        for (index, cell) in cells.enumerated() {
          if index > 0 { writer.raw(",") }
          StyledTextEncoding.write(cell, into: &writer)
        }
        writer.raw("]")
      }
    case let layout as ColumnLayout:
      { write(layout.inHostUnits(characterWidth: characterWidth), into: &$0) }
    case let point as Point: { numbers([point.x, point.y], into: &$0) }
    case let size as Size: { numbers([size.width, size.height], into: &$0) }
    case let events as [HostEventKind]:
      { writer in
        writer.raw("[")
        for (index, event) in events.enumerated() {
          if index > 0 { writer.raw(",") }
          writer.string(event.rawValue)
        }
        writer.raw("]")
      }
    case let date as Date: { $0.number(date.timeIntervalSince1970) }
    case let color as Color: { $0.string(color.description) }
    case let alignment as TextAlignment: { $0.string(alignment.rawValue) }
    case let truncation as TextTruncation: { $0.string(truncation.rawValue) }
    case let axis as Axis: { $0.string(axis.rawValue) }
    case let mode as DatePickerMode: { $0.string(mode.rawValue) }
    default: nil
    }
  }

  /// `{"columns":[…],"spacing":8}`, each column `{"fixed":120}` or
  /// `{"weight":1,"minimum":0}`, with its `"align"`: `layout` in the
  /// host's units, CSS pixels.
  private static func write(_ layout: ColumnLayout, into writer: inout JSONWriter) {
    writer.raw("{\"columns\":[")
    for (index, column) in layout.columns.enumerated() {
      if index > 0 { writer.raw(",") }
      switch column.width {
      case .fixed(let width):
        writer.raw("{\"fixed\":")
        writer.number(width)
      case .flexible(let weight, let minimum):
        writer.raw("{\"weight\":")
        writer.number(weight)
        writer.raw(",\"minimum\":")
        writer.number(minimum)
      }
      writer.raw(",\"align\":")
      writer.string(column.alignment.rawValue)
      writer.raw("}")
    }
    writer.raw("],\"spacing\":")
    writer.number(layout.spacing)
    writer.raw("}")
  }

  private static func numbers(_ values: [Double], into writer: inout JSONWriter) {
    writer.raw("[")
    for (index, value) in values.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.number(value)
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
