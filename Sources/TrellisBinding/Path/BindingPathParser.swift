/// Reads a binding path's text byte by byte (its syntax is ASCII; an
/// argument in `[ ]` may be any text), reporting errors at character
/// offsets.
struct BindingPathParser {
  private let text: String
  private let bytes: [UInt8]
  private var position = 0

  init(text: String) {
    self.text = text
    bytes = Array(text.utf8)
  }

  mutating func parse() throws(BindingPathError) -> BindingPath {
    guard bytes.starts(with: Self.prefix) else { throw error(.missingPrefix) }
    position = Self.prefix.count
    var steps: [BindingStep] = []
    while true {
      guard position < bytes.count else { throw error(.missingDataObject) }
      try expectDot()
      if bytes[position] == UInt8(ascii: "@") {
        steps.append(try parseOperator())
        continue
      }
      let start = position
      let word = readName()
      switch word {
      case "dataObject": return BindingPath(steps: steps, keys: try parseKeys())
      case "superview": steps.append(.superview)
      case "": throw error(.emptySegment)
      default:
        position = start
        throw error(.expectedOperatorOrDataObject(word))
      }
      if position < bytes.count, bytes[position] == UInt8(ascii: "[") {
        throw error(.unexpectedArgument(operator: "superview"))
      }
    }
  }

  private static let prefix = Array("bindTo".utf8)

  /// Consumes the `.` before a segment, which must not be empty.
  private mutating func expectDot() throws(BindingPathError) {
    guard bytes[position] == UInt8(ascii: ".") else {
      throw error(.unexpectedCharacter(character(at: position)))
    }
    position += 1
    guard position < bytes.count, bytes[position] != UInt8(ascii: ".") else {
      throw error(.emptySegment)
    }
  }

  private mutating func parseOperator() throws(BindingPathError) -> BindingStep {
    let start = position
    position += 1
    let name = readName()
    var argument: String?
    let argumentStart = position
    if position < bytes.count, bytes[position] == UInt8(ascii: "[") {
      guard let close = bytes[position...].firstIndex(of: UInt8(ascii: "]")) else {
        throw error(.unterminatedArgument)
      }
      argument = String(decoding: bytes[(position + 1)..<close], as: UTF8.self)
      position = close + 1
    }
    func needs() throws(BindingPathError) -> String {
      guard let argument else {
        throw error(.missingArgument(operator: name), at: argumentStart)
      }
      guard !argument.isEmpty else {
        throw error(.emptyArgument(operator: name), at: argumentStart + 1)
      }
      return argument
    }
    func none(_ step: BindingStep) throws(BindingPathError) -> BindingStep {
      guard argument == nil else {
        throw error(.unexpectedArgument(operator: name), at: argumentStart)
      }
      return step
    }
    switch name {
    case "superview": return try none(.superview)
    case "rootview": return try none(.rootview)
    case "cell": return try none(.cell)
    case "superviewWithTag": return .superviewWithTag(try needs())
    case "superviewWithRestorationID": return .superviewWithIdentifier(try needs())
    case "superviewWithClass": return .superviewWithKind(try needs())
    case "subviewWithTag": return .subviewWithTag(try needs())
    case "subviewWithRestorationID": return .subviewWithIdentifier(try needs())
    case "subviewWithClass": return .subviewWithKind(try needs())
    case "subviews":
      let text = try needs()
      guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
        let index = Int(text)
      else { throw error(.invalidIndex(text), at: argumentStart + 1) }
      return .subview(at: index)
    default: throw error(.unknownOperator(name), at: start)
    }
  }

  private mutating func parseKeys() throws(BindingPathError) -> [String] {
    var keys: [String] = []
    while position < bytes.count {
      try expectDot()
      let start = position
      let key = readName()
      guard let first = key.utf8.first, !Self.isDigit(first) else {
        position = start
        throw error(.invalidKey(key.isEmpty ? String(character(at: start)) : key))
      }
      keys.append(key)
      // `owner?.city`: optionals are unwrapped whether or not marked.
      if position < bytes.count, bytes[position] == UInt8(ascii: "?") { position += 1 }
    }
    return keys
  }

  /// Reads letters, digits and `_`.
  private mutating func readName() -> String {
    let start = position
    while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "_")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  /// The character starting at a byte offset.
  private func character(at byteOffset: Int) -> Character {
    let offset = characterOffset(of: byteOffset)
    let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
    guard let index, index < text.endIndex else { return " " }
    return text[index]
  }

  /// The number of characters before a byte offset.
  private func characterOffset(of byteOffset: Int) -> Int {
    String(decoding: bytes[..<min(byteOffset, bytes.count)], as: UTF8.self).count
  }

  private func error(_ reason: BindingPathError.Reason, at byteOffset: Int? = nil)
    -> BindingPathError
  {
    BindingPathError(
      path: text, offset: characterOffset(of: byteOffset ?? position), reason: reason)
  }
}
