/// A binding written in a screen file, `bindTo.@screen.dataObject.name`:
/// an anchor (`@screen` or `@cell`, TJBinder's view-tree anchors) and the
/// keys to follow from the anchor's data object.
///
/// This is the seam to TrellisBinding's path parser: the file keeps the
/// path as written and this small parser checks its shape at load time.
public struct BindingPath: Sendable, Hashable, CustomStringConvertible {
  /// Where the data object is found.
  public enum Anchor: String, Sendable, Hashable {
    /// The screen's data object (``FileScreen/dataObject``).
    case screen
    /// The data object of the table cell the view is in.
    case cell
  }

  /// The anchor.
  public var anchor: Anchor
  /// The keys after `dataObject`, outermost first.
  public var keys: [String]
  /// The path as written.
  public var text: String

  /// Whether `text` is meant as a binding (starts with `bindTo.`).
  public static func isBinding(_ text: String) -> Bool { text.hasPrefix("bindTo.") }

  /// Parses `bindTo.@anchor.dataObject.key.key…`; the message says what
  /// was expected where it is malformed.
  public static func parse(_ text: String) -> Result<BindingPath, BindingPathError> {
    guard isBinding(text) else { return .failure(BindingPathError("expected 'bindTo.'")) }
    let parts = text.dropFirst("bindTo.".count).split(separator: ".", omittingEmptySubsequences: false)
    guard let first = parts.first, first.hasPrefix("@") else {
      return .failure(BindingPathError("expected an anchor '@screen' or '@cell' after 'bindTo.'"))
    }
    guard let anchor = Anchor(rawValue: String(first.dropFirst())) else {
      return .failure(
        BindingPathError("unknown anchor '\(first)'; expected '@screen' or '@cell'"))
    }
    guard parts.count >= 2, parts[1] == "dataObject" else {
      return .failure(BindingPathError("expected 'dataObject' after '\(first)'"))
    }
    var keys: [String] = []
    for part in parts.dropFirst(2) {
      guard let head = part.first, head.isLetter || head == "_",
        part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else {
        return .failure(BindingPathError("expected a property name, found '\(part)'"))
      }
      keys.append(String(part))
    }
    return .success(BindingPath(anchor: anchor, keys: keys, text: text))
  }

  /// The value at the path in `object` (found through its stored
  /// properties), or `nil` when a key is missing.
  public func resolve(in object: (any Sendable)?) -> Any? {
    var current: Any? = object
    for key in keys {
      guard let value = current else { return nil }
      current = Self.child(key, of: value)
    }
    return current.flatMap(Self.unwrapped)
  }

  /// The path as written.
  public var description: String { text }

  private static func child(_ key: String, of value: Any) -> Any? {
    if let dictionary = value as? [String: any Sendable] { return dictionary[key] }
    guard let unwrapped = unwrapped(value) else { return nil }
    return Mirror(reflecting: unwrapped).children.first { $0.label == key }?.value
  }

  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map(\.value)
  }
}

/// Why a binding path does not parse.
public struct BindingPathError: Error, Sendable, Hashable {
  /// What was expected.
  public var message: String

  init(_ message: String) { self.message = message }
}
