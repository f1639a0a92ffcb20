import Foundation
import Trellis
import TrellisLayout

/// The package's JSON value (TrellisLayout's, which reads the page's
/// messages): what the fast encoder's text and the reference's value are
/// compared as, so two texts that differ only in spelling (`1` and `1.0`,
/// key order) are equal and a boolean never equals a number.
extension JSONValue: CustomStringConvertible {
  /// Reads JSON text.
  static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .number(let number): "\(number)"
    case .string(let string): string.debugDescription
    case .array(let items): "[\(items.map(\.description).joined(separator: ","))]"
    case .object(let fields):
      "{\(fields.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription):\($0.value)" }.joined(separator: ","))}"
    }
  }
}

/// The wire format's `journal` message (Sources/TrellisWeb's
/// TheWireFormat article) built as a value, one case at a time, with no
/// care for speed: what the fast encoder's output must read as.
enum ReferenceJournalEncoder {
  static func message(
    _ journal: ChangeJournal, root: ViewID, characterWidth: Double,
    textLines: ((ViewID) -> [StyledText]?)? = nil
  ) -> JSONValue {
    var ops: [JSONValue] = []
    var candidates: [ViewID] = []
    var linesWritten = false
    for entry in journal.entries {
      if isTreeState(entry), !linesWritten {
        ops += lines(of: candidates, textLines)
        linesWritten = true
      }
      switch entry {
      case .created(let id, _, _), .attributesChanged(let id, _), .frameChanged(let id, _):
        if !linesWritten { candidates.append(id) }
      default: break
      }
      if let op = op(entry, characterWidth: characterWidth) { ops.append(op) }
    }
    if !linesWritten { ops += lines(of: candidates, textLines) }
    return .object([
      "v": .number(1), "type": .string("journal"), "reset": .bool(journal.startsFromEmpty),
      "root": id(root), "ops": .array(ops),
    ])
  }

  private static func isTreeState(_ entry: JournalEntry) -> Bool {
    switch entry {
    case .focusChanged, .pressChanged, .modalPresented, .modalDismissed: true
    default: false
    }
  }

  private static func lines(of candidates: [ViewID], _ textLines: ((ViewID) -> [StyledText]?)?)
    -> [JSONValue]
  {
    guard let textLines else { return [] }
    var seen: Set<ViewID> = []
    return candidates.filter { seen.insert($0).inserted }.compactMap { id in
      textLines(id).map { .array([.string("lines"), self.id(id), .array($0.map(styled))]) }
    }
  }

  private static func op(_ entry: JournalEntry, characterWidth: Double) -> JSONValue? {
    switch entry {
    case .created(let id, let kind, let attributes):
      return .array([
        .string("create"), self.id(id), .string(kind.name),
        object(attributes, characterWidth: characterWidth),
      ])
    case .inserted(let id, let parent, let index):
      return .array([.string("insert"), self.id(id), self.id(parent), number(index)])
    case .moved(let id, let parent, let index):
      return .array([.string("move"), self.id(id), self.id(parent), number(index)])
    case .removed(let id): return .array([.string("remove"), self.id(id)])
    case .destroyed(let id): return .array([.string("destroy"), self.id(id)])
    case .attributesChanged(let id, let changes):
      let set = object(changes.set, characterWidth: characterWidth)
      if changes.removed.isEmpty, set == .object([:]) { return nil }
      return .array([
        .string("attrs"), self.id(id), set, .array(changes.removed.map(JSONValue.string)),
      ])
    case .frameChanged(let id, let frame):
      return .array(
        [.string("frame"), self.id(id)]
          + [frame.minX, frame.minY, frame.width, frame.height].map(number))
    case .scrolled(let id, let offset):
      return .array([.string("scroll"), self.id(id), number(offset.x), number(offset.y)])
    case .editingChanged(let id, let editing):
      return .array(
        [.string("edit"), self.id(id), optional(editing.caret), optional(editing.anchor)]
          + (editing.focusedLink.map { [number($0)] } ?? []))
    case .focusChanged(let id): return .array([.string("focus"), optional(id?.rawValue)])
    case .pressChanged(let id): return .array([.string("press"), optional(id?.rawValue)])
    case .modalPresented(let id, let placement):
      return .array([.string("present"), self.id(id), .string("\(placement)")])
    case .modalDismissed(let id): return .array([.string("dismiss"), self.id(id)])
    case .resized(let size):
      return .array([.string("resize"), number(size.width), number(size.height)])
    }
  }

  private static func object(_ attributes: Attributes, characterWidth: Double) -> JSONValue {
    var fields: [String: JSONValue] = [:]
    for entry in attributes.entries {
      fields[entry.name] = value(entry.value, characterWidth: characterWidth)
    }
    return .object(fields)
  }

  /// An attribute's value, or `nil` for the types that stay on the server.
  private static func value(_ value: any AttributeValue, characterWidth: Double) -> JSONValue? {
    switch value {
    case let string as String: .string(string)
    case let bool as Bool: .bool(bool)
    case let int as Int: number(int)
    case let double as Double: number(double)
    case let strings as [String]: .array(strings.map(JSONValue.string))
    case let text as StyledText: styled(text)
    case let cells as ColumnCells: .array(cells.map(styled))
    case let layout as ColumnLayout: self.layout(layout.inHostUnits(characterWidth: characterWidth))
    case let point as Point: .array([number(point.x), number(point.y)])
    case let size as Size: .array([number(size.width), number(size.height)])
    case let events as [HostEventKind]: .array(events.map { .string($0.rawValue) })
    case let date as Date: number(date.timeIntervalSince1970)
    case let color as Color: .string(color.description)
    case let alignment as TextAlignment: .string(alignment.rawValue)
    case let truncation as TextTruncation: .string(truncation.rawValue)
    case let axis as Axis: .string(axis.rawValue)
    case let mode as DatePickerMode: .string(mode.rawValue)
    default: nil
    }
  }

  private static func layout(_ layout: ColumnLayout) -> JSONValue {
    let columns = layout.columns.map { column -> JSONValue in
      var fields: [String: JSONValue] = ["align": .string(column.alignment.rawValue)]
      switch column.width {
      case .fixed(let width): fields["fixed"] = number(width)
      case .flexible(let weight, let minimum):
        fields["weight"] = number(weight)
        fields["minimum"] = number(minimum)
      }
      return .object(fields)
    }
    return .object(["columns": .array(columns), "spacing": number(layout.spacing)])
  }

  /// Plain text as one string; else `[text, href, style]` a run, `href`
  /// only for links the page may follow, `style.link` the link's index in
  /// `StyledText.links`.
  static func styled(_ text: StyledText) -> JSONValue {
    guard text.runs.contains(where: { $0.style != .plain }) else { return .string(text.plainText) }
    let links = text.links
    return .array(
      text.runs.enumerated().map { index, run in
        let link = links.firstIndex { $0.runs.contains(index) }
        let href = run.style.link.flatMap { url -> JSONValue? in
          let lowered = url.lowercased()
          let allowed = ["https://", "http://", "mailto:"].contains { lowered.hasPrefix($0) }
          return allowed ? .string(url) : nil
        }
        return .array([.string(run.text), href ?? .null, style(run.style, link: link)])
      })
  }

  private static func style(_ style: TextStyle, link: Int?) -> JSONValue {
    var fields: [String: JSONValue] = [:]
    if style.bold { fields["bold"] = .bool(true) }
    if style.italic { fields["italic"] = .bool(true) }
    if style.underline { fields["underline"] = .bool(true) }
    if style.strikethrough { fields["strikethrough"] = .bool(true) }
    if style.dim { fields["dim"] = .bool(true) }
    if let foreground = style.foreground { fields["fg"] = .string(foreground.description) }
    if let background = style.background { fields["bg"] = .string(background.description) }
    if let link { fields["link"] = number(link) }
    return fields.isEmpty ? .null : .object(fields)
  }

  private static func id(_ id: ViewID) -> JSONValue { number(id.rawValue) }

  private static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// Non-finite numbers are not JSON: `null`.
  private static func number(_ value: Double) -> JSONValue {
    value.isFinite ? .number(value) : .null
  }

  private static func optional(_ value: Int?) -> JSONValue { value.map(number) ?? .null }
}
