/// Why a link could not be opened or copied: what was wrong and where.
///
/// Shown to the user as ``description`` (an ``AttributedLabel`` shows it
/// under its text); never a crash.
public enum AppLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link is empty (or only spaces).
  case empty
  /// The link has a character no URL may have (a space, a control
  /// character) at `offset`, counted in characters from its start.
  case invalidCharacter(Character, offset: Int)
  /// The link names no scheme (`https:`, `mailto:`, …).
  case missingScheme(String)
  /// The scheme is not one this service opens.
  case unsupportedScheme(String)
  /// The scheme is known but nothing follows it (`mailto:`).
  case missingTarget(scheme: String)
  /// The handler command could not be started.
  case handlerUnavailable(command: String, reason: String)
  /// The handler ran and failed with `status`.
  case handlerFailed(command: String, status: Int32)

  /// What is wrong with the link, as a clause that does not repeat the
  /// link (`it names no scheme such as https:`), for messages that name
  /// the link themselves, such as a ``MarkupError``.
  public var reason: String {
    switch self {
    case .empty: "it is empty"
    case .invalidCharacter(let character, let offset):
      "it has \(Self.codePoints(of: character)) at character \(offset + 1), which no link may contain"
    case .missingScheme: "it names no scheme such as https:"
    case .unsupportedScheme(let scheme): "links starting “\(scheme):” cannot be opened here"
    case .missingTarget(let scheme): "it says nowhere to go after \(scheme):"
    case .handlerUnavailable(let command, let reason): "could not start \(command): \(reason)"
    case .handlerFailed(let command, let status): "\(command) failed (exit status \(status))"
    }
  }

  private static func codePoints(of character: Character) -> String {
    character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }

  /// What went wrong, in a sentence for the user.
  public var description: String {
    switch self {
    case .empty: "The link is empty."
    case .invalidCharacter(let character, let offset):
      "The link has \(Self.codePoints(of: character)) at character \(offset + 1), which no link may contain."
    case .missingScheme(let link): "“\(link)” is not a link: it names no scheme such as https:."
    case .unsupportedScheme(let scheme): "Links starting “\(scheme):” cannot be opened here."
    case .missingTarget(let scheme): "The \(scheme): link says nowhere to go."
    case .handlerUnavailable(let command, let reason): "Could not start \(command): \(reason)."
    case .handlerFailed(let command, let status): "\(command) failed (exit status \(status))."
    }
  }
}
