import Foundation
import Trellis
import TrellisTesting

/// Random journals for the encoder's property tests: every kind of entry,
/// attributes of every type that travels and some that do not, strings
/// with escapes, control characters and characters outside the BMP.
struct RandomJournal {
  var rng: SeededRandom

  init(seed: Int) {
    rng = SeededRandom(spreading: seed)
  }

  mutating func journal() -> ChangeJournal {
    let count = Int.random(in: 0...30, using: &rng)
    var entries = (0..<count).map { _ in structureOrState() }
    // The tree's own state comes last, as the recorder orders it.
    for _ in 0..<Int.random(in: 0...3, using: &rng) { entries.append(treeState()) }
    return ChangeJournal(entries: entries, startsFromEmpty: Bool.random(using: &rng))
  }

  mutating func id() -> ViewID { ViewID(rawValue: Int.random(in: 0...40, using: &rng)) }

  private mutating func structureOrState() -> JournalEntry {
    switch Int.random(in: 0..<9, using: &rng) {
    case 0: .created(id(), kind: ViewKind(string(maxLength: 6)), attributes: attributes())
    case 1: .inserted(id(), into: id(), at: Int.random(in: 0...20, using: &rng))
    case 2: .moved(id(), to: id(), at: Int.random(in: 0...20, using: &rng))
    case 3: .removed(id())
    case 4: .destroyed(id())
    case 5:
      .attributesChanged(
        id(),
        AttributeChanges(
          set: attributes(), removed: (0..<Int.random(in: 0...2, using: &rng)).map { _ in name() }
        ))
    case 6: .frameChanged(id(), Rect(x: number(), y: number(), width: number(), height: number()))
    case 7: .scrolled(id(), to: Point(x: number(), y: number()))
    default: .editingChanged(id(), editing())
    }
  }

  private mutating func treeState() -> JournalEntry {
    let placements: [HostViewNode.Placement] = [.inParent, .cover, .dialog, .sheet]
    return switch Int.random(in: 0..<5, using: &rng) {
    case 0: .focusChanged(Bool.random(using: &rng) ? id() : nil)
    case 1: .pressChanged(Bool.random(using: &rng) ? id() : nil)
    case 2: .modalPresented(id(), placement: placements.randomElement(using: &rng)!)
    case 3: .modalDismissed(id())
    default: .resized(Size(width: number(), height: number()))
    }
  }

  private mutating func editing() -> ControlEditingState {
    var editing = ControlEditingState()
    editing.caret = Bool.random(using: &rng) ? Int.random(in: 0...100, using: &rng) : nil
    editing.anchor = Bool.random(using: &rng) ? Int.random(in: 0...100, using: &rng) : nil
    editing.focusedLink = Bool.random(using: &rng) ? Int.random(in: 0...5, using: &rng) : nil
    return editing
  }

  mutating func attributes() -> Attributes {
    var attributes = Attributes()
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      attributes.setValue(value(), named: name())
    }
    return attributes
  }

  /// Names from a small pool, so maps share some.
  private mutating func name() -> String {
    ["text", "cells", "layout", "title", "a\"b", "<x>", "z", "é"].randomElement(using: &rng)!
  }

  private mutating func value() -> any AttributeValue {
    switch Int.random(in: 0..<17, using: &rng) {
    case 0: string(maxLength: 12)
    case 1: Bool.random(using: &rng)
    case 2: Int.random(in: -1_000_000...1_000_000, using: &rng)
    case 3: number()
    case 4: (0..<Int.random(in: 0...3, using: &rng)).map { _ in string(maxLength: 5) }
    case 5: styledText()
    case 6: columnCells()
    case 7: columnLayout()
    case 8: Point(x: number(), y: number())
    case 9: Size(width: number(), height: number())
    case 10: Array(HostEventKind.allCases.shuffled(using: &rng).prefix(2))
    case 11: Date(timeIntervalSince1970: number())
    case 12: color()
    case 13: [TextAlignment.leading, .center, .trailing].randomElement(using: &rng)!
    case 14: TextTruncation.allCases.randomElement(using: &rng)!
    case 15: [Axis.horizontal, .vertical].randomElement(using: &rng)!
    // Stays on the server: never written.
    default: Rect(x: 1, y: 2, width: 3, height: 4)
    }
  }

  /// Cells made every way a row makes them: styled texts, plain strings,
  /// and strings sharing one style (the encoder writes each differently).
  private mutating func columnCells() -> ColumnCells {
    let count = Int.random(in: 0...4, using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return ColumnCells((0..<count).map { _ in styledText() })
    case 1: return ColumnCells((0..<count).map { _ in string(maxLength: 8) })
    default:
      let style = TextStyle(bold: true, foreground: color())
      return ColumnCells((0..<count).map { _ in string(maxLength: 8) }, style: style)
    }
  }

  private mutating func columnLayout() -> ColumnLayout {
    let columns = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
      ColumnLayout.Column(
        width: Bool.random(using: &rng)
          ? .fixed(number()) : .flexible(weight: number(), minimum: number()),
        alignment: .trailing)
    }
    return ColumnLayout(
      columns, spacing: number(), unit: Bool.random(using: &rng) ? .text : .host)
  }

  private mutating func color() -> Color {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: .red
    case 1: .foreground
    default: .rgb(red: 18, green: 52, blue: 255)
    }
  }

  mutating func styledText() -> StyledText {
    let links = ["https://example.org/?a=1&b=\"2\"", "javascript:alert(1)", "app:open", nil]
    let runs = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      let style: TextStyle =
        Bool.random(using: &rng)
        ? .plain
        : TextStyle(
          bold: Bool.random(using: &rng), italic: Bool.random(using: &rng),
          underline: Bool.random(using: &rng), strikethrough: Bool.random(using: &rng),
          dim: Bool.random(using: &rng), foreground: Bool.random(using: &rng) ? color() : nil,
          background: Bool.random(using: &rng) ? color() : nil,
          link: links.randomElement(using: &rng)!)
      return StyledText.Run(string(maxLength: 6), style: style)
    }
    return StyledText(runs: runs)
  }

  /// A whole number, a fraction, a large or tiny one, or (rarely) one
  /// that is not finite.
  mutating func number() -> Double {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: Double(Int.random(in: -5_000...5_000, using: &rng))
    case 1: Double.random(in: -1e20...1e20, using: &rng)
    case 2: Double.random(in: -1e-5...1e-5, using: &rng)
    case 3: [Double.nan, .infinity, -.infinity, 1e15, -0.0].randomElement(using: &rng)!
    default: (Double.random(in: -2_000...2_000, using: &rng) * 8).rounded() / 8
    }
  }

  /// Characters from every class the escaper tells apart: plain ASCII,
  /// quotes and backslashes, markup, control characters, U+2028/U+2029,
  /// other BMP and non-BMP scalars. U+FEFF is left out: Foundation's
  /// decoder on Linux drops it, which would fail the round trip, not the
  /// encoder.
  mutating func string(maxLength: Int) -> String {
    let special: [Unicode.Scalar] = [
      "\"", "\\", "/", "<", ">", "&", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}",
      "\u{2028}", "\u{2029}", "\u{E2}", "é", "€", "\u{1F600}", "\u{10FFFF}", "\u{FFFD}",
    ]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...maxLength, using: &rng) {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: scalars.append(special.randomElement(using: &rng)!)
      case 1:
        let value = UInt32.random(in: 0x80...0x10FFFF, using: &rng)
        if let scalar = Unicode.Scalar(value), value != 0xFEFF { scalars.append(scalar) }
      default: scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
      }
    }
    return String(scalars)
  }
}
