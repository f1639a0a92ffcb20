/// What a host view should look like: a kind and its attributes.
///
/// Descriptions are values, computed off the main actor. The mounter
/// compares the description a view shows with the one it should show and
/// sends the host only the difference (see ``AttributeChanges``).
public struct ViewDescription: Sendable, Equatable, CustomStringConvertible {
  /// The kind of view.
  public var kind: ViewKind
  /// The view's attributes.
  public var attributes: Attributes

  /// A description with room for `capacity` attributes.
  init(kind: ViewKind, reservingCapacity capacity: Int) {
    self.init(kind: kind, attributes: Attributes(reservingCapacity: capacity))
  }

  /// Creates a description.
  public init(kind: ViewKind, attributes: Attributes = Attributes()) {
    self.kind = kind
    self.attributes = attributes
  }

  /// The value of one attribute.
  public subscript<Value>(key: AttributeKey<Value>) -> Value? {
    get { attributes[key] }
    set { attributes[key] = newValue }
  }

  /// The key of the reuse pool this description's views belong to: the
  /// kind and the names of the attributes set.
  var reuseKey: ReuseKey { ReuseKey(kind: kind, shape: attributes.names) }

  /// `kind attributes`.
  public var description: String {
    attributes.isEmpty ? kind.name : "\(kind.name) \(attributes)"
  }
}

/// Views are pooled by kind and attribute shape, so a reused view needs the
/// fewest changes.
struct ReuseKey: Hashable, Sendable {
  let kind: ViewKind
  let shape: [String]
}
