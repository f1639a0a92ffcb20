import Foundation
public import Trellis

/// Turns a `ChangeJournal` into the wire format's `journal` message (see
/// <doc:TheWireFormat>): one JSON object, version ``WireFormat/version``, its
/// entries as arrays in the journal's order.
public enum JournalMessage {
  /// The `journal` message for `journal`, whose tree's root view is `root`,
  /// lengths given in characters of text (a `ColumnLayout` in
  /// characters) written in CSS pixels of `environment`'s text.
  public static func encode(
    _ journal: ChangeJournal, root: ViewID, in environment: LayoutEnvironment
  ) -> String {
    encode(journal, root: root, characterWidth: environment.characterWidth, textLines: nil)
  }

  /// The `journal` message for `journal` with a character one CSS pixel wide.
  @available(*, deprecated, message: "Give the page's environment: encode(_:root:in:)")
  public static func encode(_ journal: ChangeJournal, root: ViewID) -> String {
    encode(journal, root: root, characterWidth: 1, textLines: nil)
  }

  /// The `journal` message for `journal`, with a `lines` op for each text
  /// view `textLines` lays out (it answers `nil` for other views and for
  /// text views whose lines did not change), after the views' state and
  /// before the tree's.
  static func encode(
    _ journal: ChangeJournal, root: ViewID, characterWidth: Double,
    textLines: ((ViewID) -> [StyledText]?)?
  ) -> String {
    // One buffer, reserved once: a page of rows is ~100 bytes an entry.
    var writer = JSONWriter(reservingCapacity: 256 + journal.entries.count * 128)
    writer.ascii("{\"v\":")
    writer.number(WireFormat.version)
    writer.ascii(",\"type\":\"journal\",\"reset\":")
    writer.ascii(journal.startsFromEmpty ? "true" : "false")
    writer.ascii(",\"root\":")
    writer.number(root.rawValue)
    writer.ascii(",\"ops\":[")
    var laidOut = false
    var candidates: [ViewID] = []
    candidates.reserveCapacity(textLines == nil ? 0 : journal.entries.count)
    for entry in journal.entries {
      if textLines != nil, !laidOut, entry.isTreeState {
        laidOut = true
        writeLines(of: candidates, textLines, into: &writer)
      }
      if textLines != nil, !laidOut, let id = entry.textLayoutCandidate { candidates.append(id) }
      let mark = writer.count
      if !writer.endsOpenList { writer.byte(UInt8(ascii: ",")) }
      // Attributes the page is never sent (an app's data object, key
      // commands) change nothing it shows: their op is taken back. One
      // pass writes and tells, where asking first tested each value's
      // type twice.
      if !write(entry, characterWidth: characterWidth, into: &writer) {
        writer.truncate(to: mark)
      }
    }
    if !laidOut { writeLines(of: candidates, textLines, into: &writer) }
    writer.ascii("]}")
    return writer.text
  }

  /// `["lines", id, [line, …]]` for each candidate `textLines` lays out,
  /// each line styled text as attributes carry it; a comma before each, as
  /// they follow other ops (or a leading one is dropped).
  private static func writeLines(
    of candidates: [ViewID], _ textLines: ((ViewID) -> [StyledText]?)?,
    into writer: inout JSONWriter
  ) {
    guard let textLines else { return }
    var seen = Set<ViewID>(minimumCapacity: candidates.count)
    for id in candidates where seen.insert(id).inserted {
      guard let lines = textLines(id) else { continue }
      if !writer.endsOpenList { writer.byte(UInt8(ascii: ",")) }
      op("lines", id, into: &writer)
      writer.ascii(",[")
      for (index, line) in lines.enumerated() {
        if index > 0 { writer.byte(UInt8(ascii: ",")) }
        StyledTextEncoding.write(line, into: &writer)
      }
      writer.ascii("]]")
    }
  }

  /// Writes `entry`'s op; returns whether it tells the page anything (an
  /// `attrs` op of attributes that all stay on the server does not).
  private static func write(
    _ entry: JournalEntry, characterWidth: Double, into writer: inout JSONWriter
  ) -> Bool {
    switch entry {
    case .created(let id, let kind, let attributes):
      op("create", id, into: &writer)
      writer.byte(UInt8(ascii: ","))
      writer.string(kind.name)
      writer.byte(UInt8(ascii: ","))
      AttributeEncoding.write(attributes, characterWidth: characterWidth, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .inserted(let id, let parent, let index):
      op("insert", id, into: &writer)
      integers(parent.rawValue, index, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .moved(let id, let parent, let index):
      op("move", id, into: &writer)
      integers(parent.rawValue, index, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .removed(let id): idOp("remove", id, into: &writer)
    case .destroyed(let id): idOp("destroy", id, into: &writer)
    case .attributesChanged(let id, let changes):
      let travelled = write(changes, of: id, characterWidth: characterWidth, into: &writer)
      return travelled || !changes.removed.isEmpty
    case .frameChanged(let id, let frame):
      op("frame", id, into: &writer)
      numbers(frame.minX, frame.minY, into: &writer)
      numbers(frame.width, frame.height, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .scrolled(let id, let offset):
      op("scroll", id, into: &writer)
      numbers(offset.x, offset.y, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .editingChanged(let id, let editing):
      op("edit", id, into: &writer)
      writer.byte(UInt8(ascii: ","))
      optional(editing.caret, into: &writer)
      writer.byte(UInt8(ascii: ","))
      optional(editing.anchor, into: &writer)
      if let link = editing.focusedLink {
        writer.byte(UInt8(ascii: ","))
        writer.number(link)
      }
      writer.byte(UInt8(ascii: "]"))
    default:
      writeTreeState(entry, into: &writer)
    }
    return true
  }

  /// The tree's own state and its size: focus, press, the modal stack.
  private static func writeTreeState(_ entry: JournalEntry, into writer: inout JSONWriter) {
    switch entry {
    case .focusChanged(let id):
      writer.ascii("[\"focus\",")
      optional(id?.rawValue, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .pressChanged(let id):
      writer.ascii("[\"press\",")
      optional(id?.rawValue, into: &writer)
      writer.byte(UInt8(ascii: "]"))
    case .modalPresented(let id, let placement):
      op("present", id, into: &writer)
      writer.byte(UInt8(ascii: ","))
      writer.string(name(of: placement))
      writer.byte(UInt8(ascii: "]"))
    case .modalDismissed(let id): idOp("dismiss", id, into: &writer)
    case .resized(let size):
      writer.ascii("[\"resize\",")
      writer.number(size.width)
      writer.byte(UInt8(ascii: ","))
      writer.number(size.height)
      writer.byte(UInt8(ascii: "]"))
    default:
      preconditionFailure("not the tree's state: \(entry)")
    }
  }

  /// `["attrs",id,{set…},[removed…]]`; returns whether any attribute set
  /// travelled.
  private static func write(
    _ changes: AttributeChanges, of id: ViewID, characterWidth: Double,
    into writer: inout JSONWriter
  ) -> Bool {
    op("attrs", id, into: &writer)
    writer.byte(UInt8(ascii: ","))
    let travelled = AttributeEncoding.write(
      changes.set, characterWidth: characterWidth, into: &writer)
    writer.ascii(",[")
    for (index, name) in changes.removed.enumerated() {
      if index > 0 { writer.byte(UInt8(ascii: ",")) }
      writer.string(name)
    }
    writer.ascii("]]")
    return travelled
  }

  /// `["name",id` — an op's opening, its list left open.
  private static func op(_ name: StaticString, _ id: ViewID, into writer: inout JSONWriter) {
    writer.ascii("[\"")
    writer.ascii(name)
    writer.ascii("\",")
    writer.number(id.rawValue)
  }

  /// `["name",id]` — an op of a view alone.
  private static func idOp(_ name: StaticString, _ id: ViewID, into writer: inout JSONWriter) {
    op(name, id, into: &writer)
    writer.byte(UInt8(ascii: "]"))
  }

  /// `,first,second`: two numbers following an op's earlier items.
  private static func numbers(_ first: Double, _ second: Double, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: ","))
    writer.number(first)
    writer.byte(UInt8(ascii: ","))
    writer.number(second)
  }

  /// `,first,second`, whole numbers.
  private static func integers(_ first: Int, _ second: Int, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: ","))
    writer.number(first)
    writer.byte(UInt8(ascii: ","))
    writer.number(second)
  }

  private static func optional(_ value: Int?, into writer: inout JSONWriter) {
    if let value { writer.number(value) } else { writer.ascii("null") }
  }

  private static func name(of placement: HostViewNode.Placement) -> String {
    switch placement {
    case .inParent: "inParent"
    case .cover: "cover"
    case .dialog: "dialog"
    case .sheet: "sheet"
    }
  }
}

extension JournalEntry {
  /// Whether the entry is of the journal's last run, the tree's own state.
  fileprivate var isTreeState: Bool {
    switch self {
    case .focusChanged, .pressChanged, .modalPresented, .modalDismissed: true
    default: false
    }
  }

  /// The view whose text lines the entry may change: a view created, its
  /// attributes or its frame.
  fileprivate var textLayoutCandidate: ViewID? {
    switch self {
    case .created(let id, _, _), .attributesChanged(let id, _), .frameChanged(let id, _): id
    default: nil
    }
  }
}
