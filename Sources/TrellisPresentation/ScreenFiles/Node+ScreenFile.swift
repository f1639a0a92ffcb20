import Yams

/// What the screen-file loader reads from composed YAML nodes, without
/// Yams' tag resolution.
///
/// The file is composed with `Resolver.basic` (no rules): Yams' default
/// resolver matches every plain scalar against up to seven
/// `NSRegularExpression`s the first time its tag is read, which made most of
/// the cost of loading a large file. The loader only ever needs to know
/// whether a scalar is a YAML 1.1 boolean, so that one rule is written out
/// here, with the same answers the default resolver and `Node.bool` give.
extension Node {
  /// The mapping's value for the plain (or `!!str`) key `name`, as
  /// `mapping[name]` finds it.
  func value(forKey name: String) -> Node? {
    guard let mapping else { return nil }
    // The last match, as Yams' subscript finds it (a file with duplicate
    // keys is refused anyway); walked by index to copy no pairs.
    for index in stride(from: mapping.endIndex - 1, through: mapping.startIndex, by: -1) {
      let pair = mapping[index]
      guard case .scalar(let scalar) = pair.key, scalar.string == name else { continue }
      if scalar.isImplicitOrString { return pair.value }
    }
    return nil
  }

  /// The scalar as a boolean, as `Node.bool` reads it with Yams' default
  /// resolver: a plain untagged `true`, `yes`, `on`, `false`, `no` or `off`
  /// (all lower case, capitalised or upper case), or any tag but `!!str`
  /// (and `!`) on one of those words in any case.
  var yamlBool: Bool? {
    guard let scalar else { return nil }
    switch scalar.tag.description {
    case "":
      // Untagged and plain: the default resolver's bool rule.
      return Self.implicitBools[scalar.string]
    case Tag.Name.str.rawValue, "!":
      return nil
    default:
      switch scalar.string.lowercased() {
      case "true", "yes", "on": return true
      case "false", "no", "off": return false
      default: return nil
      }
    }
  }

  private static let implicitBools: [String: Bool] = {
    var words: [String: Bool] = [:]
    for (word, flag) in [("yes", true), ("no", false), ("true", true), ("false", false)]
      + [("on", true), ("off", false)]
    {
      words[word] = flag
      words[word.prefix(1).uppercased() + word.dropFirst()] = flag
      words[word.uppercased()] = flag
    }
    return words
  }()
}

extension Node.Scalar {
  /// Whether the scalar has no tag of its own (or `!`, or `!!str`), so it equals a
  /// plain key of the same text.
  fileprivate var isImplicitOrString: Bool {
    let tag = tag.description
    return tag.isEmpty || tag == "!" || tag == Tag.Name.str.rawValue
  }
}
