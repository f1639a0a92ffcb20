import Foundation
import Trellis

/// An attribute value the page is sent, and how it is written. Conformance
/// is what decides that a value travels: one conformance look-up per value
/// (cached by the runtime) instead of a chain of casts tried in turn, which
/// a page of rows paid twice per value (D-267).
protocol PageValue {
  /// Writes the value as the wire format carries it; a length in
  /// characters is written in CSS pixels, a character `characterWidth`
  /// wide.
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter)
}

/// A value that travels inside a list (`[String]`, `[HostEventKind]`).
protocol PageListElement {
  /// Writes the element as a JSON string.
  func writeForPage(into writer: inout JSONWriter)
}

extension String: PageValue, PageListElement {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.string(self)
  }

  func writeForPage(into writer: inout JSONWriter) { writer.string(self) }
}

extension HostEventKind: PageListElement {
  func writeForPage(into writer: inout JSONWriter) { writer.string(rawValue) }
}

extension Array: PageValue where Element: PageListElement {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "["))
    for (index, element) in enumerated() {
      if index > 0 { writer.byte(UInt8(ascii: ",")) }
      element.writeForPage(into: &writer)
    }
    writer.byte(UInt8(ascii: "]"))
  }
}

extension Bool: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.ascii(self ? "true" : "false")
  }
}

extension Int: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.number(self)
  }
}

extension Double: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.number(self)
  }
}

extension Date: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.number(timeIntervalSince1970)
  }
}

extension StyledText: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    StyledTextEncoding.write(self, into: &writer)
  }
}

extension ColumnCells: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "["))
    // Plain cells (most rows of a data table) are their strings, as a
    // plain styled text is written: no styled text made per cell.
    if let plain = plainTexts, plain.style == .plain {
      for (index, text) in plain.texts.enumerated() {
        if index > 0 { writer.byte(UInt8(ascii: ",")) }
        writer.string(text)
      }
      return writer.byte(UInt8(ascii: "]"))
    }
    for (index, cell) in enumerated() {
      if index > 0 { writer.byte(UInt8(ascii: ",")) }
      StyledTextEncoding.write(cell, into: &writer)
    }
    writer.byte(UInt8(ascii: "]"))
  }
}

extension ColumnLayout: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    AttributeEncoding.write(inHostUnits(characterWidth: characterWidth), into: &writer)
  }
}

extension Point: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    AttributeEncoding.pair(x, y, into: &writer)
  }
}

extension Size: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    AttributeEncoding.pair(width, height, into: &writer)
  }
}

extension Color: PageValue {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.string(description)
  }
}

/// Names (an alignment, truncation, axis or date picker mode) travel as
/// their raw value.
extension PageValue where Self: RawRepresentable, RawValue == String {
  func writeForPage(characterWidth: Double, into writer: inout JSONWriter) {
    writer.string(rawValue)
  }
}

extension TextAlignment: PageValue {}
extension TextTruncation: PageValue {}
extension Axis: PageValue {}
extension DatePickerMode: PageValue {}
