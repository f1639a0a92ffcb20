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
    var writer = JSONWriter(reservingCapacity: 64 + journal.entries.count * 48)
    writer.raw("{\"v\":\(WireFormat.version),\"type\":\"journal\",\"reset\":")
    writer.raw(journal.startsFromEmpty ? "true" : "false")
    writer.raw(",\"root\":\(root.rawValue),\"ops\":[")
    var laidOut = false
    var candidates: [ViewID] = []
    for entry in journal.entries {
      if textLines != nil, !laidOut, entry.isTreeState {
        laidOut = true
        writeLines(of: candidates, textLines, into: &writer)
      }
      if let id = entry.textLayoutCandidate { candidates.append(id) }
      // Attributes the page is never sent (an app's data object, key
      // commands) change nothing it shows: no op for them.
      if case .attributesChanged(_, let changes) = entry, changes.removed.isEmpty,
        !AttributeEncoding.encodes(any: changes.set)
      {
        continue
      }
      if !writer.endsOpenList { writer.raw(",") }
      write(entry, characterWidth: characterWidth, into: &writer)
    }
    if !laidOut { writeLines(of: candidates, textLines, into: &writer) }
    writer.raw("]}")
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
    var seen = Set<ViewID>()
    for id in candidates where seen.insert(id).inserted {
      guard let lines = textLines(id) else { continue }
      writer.raw(writer.endsOpenList ? "" : ",")
      writer.raw("[\"lines\",\(id.rawValue),[")
      for (index, line) in lines.enumerated() {
        if index > 0 { writer.raw(",") }
        StyledTextEncoding.write(line, into: &writer)
      }
      writer.raw("]]")
    }
  }

  private static func write(
    _ entry: JournalEntry, characterWidth: Double, into writer: inout JSONWriter
  ) {
    switch entry {
    case .created(let id, let kind, let attributes):
      writer.raw("[\"create\",\(id.rawValue),")
      writer.string(kind.name)
      writer.raw(",")
      AttributeEncoding.write(attributes, characterWidth: characterWidth, into: &writer)
      writer.raw("]")
    case .inserted(let id, let parent, let index):
      writer.raw("[\"insert\",\(id.rawValue),\(parent.rawValue),\(index)]")
    case .moved(let id, let parent, let index):
      writer.raw("[\"move\",\(id.rawValue),\(parent.rawValue),\(index)]")
    case .removed(let id): writer.raw("[\"remove\",\(id.rawValue)]")
    case .destroyed(let id): writer.raw("[\"destroy\",\(id.rawValue)]")
    case .attributesChanged(let id, let changes):
      writer.raw("[\"attrs\",\(id.rawValue),")
      AttributeEncoding.write(changes.set, characterWidth: characterWidth, into: &writer)
      writer.raw(",[")
      for (index, name) in changes.removed.enumerated() {
        if index > 0 { writer.raw(",") }
        writer.string(name)
      }
      writer.raw("]]")
    case .frameChanged(let id, let frame):
      writer.raw("[\"frame\",\(id.rawValue),")
      numbers([frame.minX, frame.minY, frame.width, frame.height], into: &writer)
      writer.raw("]")
    case .scrolled(let id, let offset):
      writer.raw("[\"scroll\",\(id.rawValue),")
      numbers([offset.x, offset.y], into: &writer)
      writer.raw("]")
    case .editingChanged(let id, let editing):
      writer.raw("[\"edit\",\(id.rawValue),")
      writer.raw(editing.caret.map(String.init) ?? "null")
      writer.raw(",")
      writer.raw(editing.anchor.map(String.init) ?? "null")
      if let link = editing.focusedLink { writer.raw(",\(link)") }
      writer.raw("]")
    case .focusChanged(let id): writer.raw("[\"focus\",\(id.map { "\($0.rawValue)" } ?? "null")]")
    case .pressChanged(let id): writer.raw("[\"press\",\(id.map { "\($0.rawValue)" } ?? "null")]")
    case .modalPresented(let id, let placement):
      writer.raw("[\"present\",\(id.rawValue),\"\(name(of: placement))\"]")
    case .modalDismissed(let id): writer.raw("[\"dismiss\",\(id.rawValue)]")
    case .resized(let size):
      writer.raw("[\"resize\",")
      numbers([size.width, size.height], into: &writer)
      writer.raw("]")
    }
  }

  private static func numbers(_ values: [Double], into writer: inout JSONWriter) {
    for (index, value) in values.enumerated() {
      if index > 0 { writer.raw(",") }
      writer.number(value)
    }
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
