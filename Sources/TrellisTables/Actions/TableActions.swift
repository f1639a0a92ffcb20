public import TrellisDiff

/// What happens when the user taps a row, its detail button, or navigates
/// from it — attached per object type (including superclasses and
/// protocols) or per object, as closures.
///
/// ```swift
/// var actions = TableActions()
/// actions.onTap(Contact.self) { contact, _ in call(contact); return .deselect }
/// actions.onNavigate(Folder.self) { folder, _ in presenter.open(folder) }
/// actions.onDetail(object: wifi) { _, _ in presenter.showNetworkInfo() }
/// ```
///
/// Rows with a navigate action show a disclosure indicator, rows with a
/// detail action a detail button (see ``Accessory``). For one object, a
/// per-object action wins over a per-type one, and among per-type actions
/// the latest registered that matches wins.
public struct TableActions: Sendable {
  /// A tap action: the object, its row, and whether the row stays selected.
  public typealias Tap = @MainActor @Sendable (any Sendable, ItemPath) -> TapResult
  /// A detail or navigate action: the object and its row.
  public typealias Handler = @MainActor @Sendable (any Sendable, ItemPath) -> Void

  /// The actions found for one object.
  public struct Resolved: Sendable {
    /// The tap action, if any.
    public var tap: Tap?
    /// The detail action, if any.
    public var detail: Handler?
    /// The navigate action, if any.
    public var navigate: Handler?

    /// The accessory these actions show.
    public var accessory: Accessory {
      var accessory: Accessory = []
      if navigate != nil { accessory.insert(.disclosure) }
      if detail != nil { accessory.insert(.detail) }
      return accessory
    }

    /// Whether any action is attached.
    public var isEmpty: Bool { tap == nil && detail == nil && navigate == nil }

    mutating func fill(from other: Resolved) {
      tap = tap ?? other.tap
      detail = detail ?? other.detail
      navigate = navigate ?? other.navigate
    }
  }

  private struct TypeEntry: Sendable {
    let matches: @Sendable (any Sendable) -> Bool
    var actions: Resolved
  }

  private var byType: [TypeEntry] = []
  private var byObject: [ObjectKey: Resolved] = [:]

  /// Creates an empty set of actions.
  public init() {}

  // MARK: Per type

  /// Runs `action` when a row showing a `T` is tapped.
  public mutating func onTap<T>(
    _ type: T.Type, _ action: @escaping @MainActor @Sendable (T, ItemPath) -> TapResult
  ) {
    addType(T.self) {
      $0.tap = { object, path in (object as? T).map { action($0, path) } ?? .deselect }
    }
  }

  /// Runs `action` when the detail button of a row showing a `T` is
  /// tapped; such rows show the detail button.
  public mutating func onDetail<T>(
    _ type: T.Type, _ action: @escaping @MainActor @Sendable (T, ItemPath) -> Void
  ) {
    addType(T.self) { $0.detail = Self.handler(action) }
  }

  /// Runs `action` when a row showing a `T` is tapped, after its tap
  /// action; such rows show a disclosure indicator.
  public mutating func onNavigate<T>(
    _ type: T.Type, _ action: @escaping @MainActor @Sendable (T, ItemPath) -> Void
  ) {
    addType(T.self) { $0.navigate = Self.handler(action) }
  }

  // MARK: Per object

  /// Runs `action` when the row of this very object is tapped (class
  /// instances by identity, other values by equality).
  public mutating func onTap<O: Hashable & Sendable>(
    object: O, _ action: @escaping @MainActor @Sendable (O, ItemPath) -> TapResult
  ) {
    addObject(object) {
      $0.tap = { object, path in (object as? O).map { action($0, path) } ?? .deselect }
    }
  }

  /// Runs `action` when the detail button of this object's row is tapped.
  public mutating func onDetail<O: Hashable & Sendable>(
    object: O, _ action: @escaping @MainActor @Sendable (O, ItemPath) -> Void
  ) {
    addObject(object) { $0.detail = Self.handler(action) }
  }

  /// Runs `action` when this object's row is tapped, after its tap action.
  public mutating func onNavigate<O: Hashable & Sendable>(
    object: O, _ action: @escaping @MainActor @Sendable (O, ItemPath) -> Void
  ) {
    addObject(object) { $0.navigate = Self.handler(action) }
  }

  // MARK: Lookup

  /// The actions for an object: per-object ones first, then per-type ones
  /// (latest registered first) for what is still missing.
  public func actions(for object: any Sendable) -> Resolved {
    var resolved = Resolved()
    if let key = Self.key(of: object), let own = byObject[key] { resolved.fill(from: own) }
    for entry in byType.reversed() where entry.matches(object) {
      resolved.fill(from: entry.actions)
    }
    return resolved
  }

  private static func handler<T>(
    _ action: @escaping @MainActor @Sendable (T, ItemPath) -> Void
  ) -> Handler {
    { object, path in
      if let object = object as? T { action(object, path) }
    }
  }

  private mutating func addType<T>(_ type: T.Type, _ change: (inout Resolved) -> Void) {
    var entry = TypeEntry(matches: { $0 is T }, actions: Resolved())
    change(&entry.actions)
    byType.append(entry)
  }

  private mutating func addObject(
    _ object: some Hashable & Sendable, _ change: (inout Resolved) -> Void
  ) {
    guard let key = Self.key(of: object) else { return }
    change(&byObject[key, default: Resolved()])
  }

  /// Class instances are told apart by identity, values by equality.
  private static func key(of object: any Sendable) -> ObjectKey? {
    if type(of: object) is AnyClass {
      return ObjectKey(base: AnyHashable(ObjectIdentifier(object as AnyObject)))
    }
    if let hashable = object as? any Hashable { return ObjectKey(base: AnyHashable(hashable)) }
    return nil
  }
}

/// A per-object action key. `AnyHashable` is not `Sendable`, but every key
/// is made from a `Sendable` object (or an `ObjectIdentifier`), so sharing
/// it across threads is safe.
private struct ObjectKey: Hashable, @unchecked Sendable {
  let base: AnyHashable
}
