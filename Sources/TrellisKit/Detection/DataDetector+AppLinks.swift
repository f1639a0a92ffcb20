extension DataDetector.Kind {
  /// The scheme of the links a match of this kind becomes (a web link's
  /// may also be `http`).
  public var scheme: String {
    switch self {
    case .link: "https"
    case .emailAddress: "mailto"
    case .phoneNumber: "tel"
    case .date: "date"
    }
  }

  /// The detector type that finds this kind.
  public var type: DataDetector.Types {
    switch self {
    case .link: .link
    case .emailAddress: .emailAddress
    case .phoneNumber: .phoneNumber
    case .date: .date
    }
  }
}

extension DataDetector.Types {
  /// The kinds whose links ``AppLinkService`` opens (the system has a
  /// handler for their scheme): web links, e-mail addresses and phone
  /// numbers, not dates. An ``AttributedLabel`` with the system's handler
  /// makes links of these only; a date becomes a link where the app
  /// handles it (``AttributedLabel/onLink(_:)``).
  public static let openableBySystem: DataDetector.Types = DataDetector.Kind.allCases
    .filter { AppLink.kinds[$0.scheme] != nil }
    .reduce(into: []) { types, kind in types.formUnion(kind.type) }
}
