/// Why bytes are not a page.
public enum HTMLParsingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There were no bytes.
  case empty
  /// libxml2 could not make a document of them, with its last message.
  case unparseable(reason: String)
  /// The page is larger than the parser accepts.
  case tooLarge(bytes: Int, limit: Int)

  /// What went wrong.
  public var description: String {
    switch self {
    case .empty: "the page is empty"
    case .unparseable(let reason): "the page cannot be parsed: \(reason)"
    case .tooLarge(let bytes, let limit): "the page has \(bytes) bytes, over the limit of \(limit)"
    }
  }
}
