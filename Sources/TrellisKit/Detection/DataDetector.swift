/// Finds links, e-mail addresses, phone numbers and dates in text, in Swift
/// (Foundation's `NSDataDetector` is not on Linux).
///
/// One pass over the text's UTF-8 bytes; each kind is tried only where a
/// word starts (or, for an e-mail address, at its `@`), so detection is
/// linear in the text's length. It is a plain value, safe to use off the
/// main actor: see ``LiveLinkDetection`` for long texts.
///
/// ```swift
/// let detector = DataDetector(types: [.link, .emailAddress])
/// for match in detector.matches(in: "Write to ada@example.com") {
///   print(match.kind, match.url)   // emailAddress mailto:ada@example.com
/// }
/// ```
///
/// What is found, and the link each becomes:
///
/// | kind | found | link |
/// | --- | --- | --- |
/// | ``Kind/link`` | `http://…`, `https://…`, `www.…` | the URL (`https://` added to `www.`) |
/// | ``Kind/emailAddress`` | `name@host.tld` | `mailto:name@host.tld` |
/// | ``Kind/phoneNumber`` | `+44 20 7946 0958`, `(555) 123-4567`, `555-1234` | `tel:+442079460958` |
/// | ``Kind/date`` | `2026-11-25`, `25 November 2026`, `Nov 25, 2026` | `date:2026-11-25` |
///
/// Trailing punctuation (`.`, `,`, `)` without its `(`…) ends a link. A
/// phone number is grouped (`555-1234`) or international (`+…`): a bare run
/// of digits (`id 1234567890`) is an ID, not a phone number. No system
/// handler opens a `date:` link: an ``AttributedLabel`` makes links of dates
/// only for a handler of the app's own.
public struct DataDetector: Sendable, Hashable {
  /// Kinds of data to look for.
  public struct Types: OptionSet, Sendable, Hashable {
    /// The kinds, one bit each.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Web links.
    public static let link = Types(rawValue: 1)
    /// E-mail addresses.
    public static let emailAddress = Types(rawValue: 2)
    /// Phone numbers.
    public static let phoneNumber = Types(rawValue: 4)
    /// Dates.
    public static let date = Types(rawValue: 8)
    /// Every kind.
    public static let all: Types = [.link, .emailAddress, .phoneNumber, .date]
  }

  /// What a match is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A web link.
    case link
    /// An e-mail address.
    case emailAddress
    /// A phone number.
    case phoneNumber
    /// A date.
    case date
  }

  /// One thing found.
  public struct Match: Sendable, Hashable {
    /// What it is.
    public var kind: Kind
    /// Where it is, in UTF-8 code units (bytes) from the text's start.
    public var range: Range<Int>
    /// The link it becomes.
    public var url: String
  }

  /// The kinds looked for.
  public var types: Types

  /// A detector for `types`.
  public init(types: Types = .all) {
    self.types = types
  }

  /// Everything of the detector's kinds in `text`, in order, none
  /// overlapping.
  public func matches(in text: String) -> [Match] {
    var text = text
    return text.withUTF8 { bytes in
      var scanner = DetectionScanner(bytes: bytes, types: types)
      return scanner.scan()
    }
  }
}
