public import Trellis

/// An embedded object that switches bindings on for the tree it is mounted
/// in: put `Embedded(anchor)` anywhere in a screen and the host's tree gets
/// its ``Binder`` (one per tree, see ``Binder/attached(to:)``). For apps
/// that do not hold their host's tree themselves (a `TerminalApp`).
///
/// ```swift
/// let anchor = BindingAnchor()
/// Stack { Embedded(anchor).frame(width: 0, height: 0); FruitCard(fruit: fruit) }
/// ```
@MainActor
public final class BindingAnchor: Embeddable {
  /// The binder of the tree the anchor is mounted in, while mounted.
  public private(set) var binder: Binder?
  private let onMount: (@MainActor (Binder) -> Void)?
  private let onUnmount: (@MainActor () -> Void)?

  /// An anchor; `onMount` runs each time it is mounted (start a model's
  /// timer there), `onUnmount` when it leaves (stop it).
  public init(
    onMount: (@MainActor (Binder) -> Void)? = nil, onUnmount: (@MainActor () -> Void)? = nil
  ) {
    self.onMount = onMount
    self.onUnmount = onUnmount
  }

  /// Attaches the tree's binder when the host keeps a view tree.
  public func mount(host: any Host, in view: ViewID, size: Size) {
    guard let host = host as? any ViewTreeHost else { return }
    let binder = Binder.attached(to: host.tree)
    self.binder = binder
    onMount?(binder)
  }

  /// Nothing to lay out.
  public func resize(to size: Size) {}

  /// Forgets the binder (it stays with its tree).
  public func unmount() {
    binder = nil
    onUnmount?()
  }
}

extension Binder {
  /// The binder of `tree`, made and attached on first use: every part of
  /// an app that wants bindings on a tree shares one.
  public static func attached(to tree: HostViewTree) -> Binder {
    let key = ObjectIdentifier(tree)
    if let binder = shared[key]?.binder, binder.tree === tree { return binder }
    let binder = Binder(tree: tree)
    shared = shared.filter { $0.value.binder != nil }
    shared[key] = WeakBinder(binder: binder)
    return binder
  }

  /// The binders made by ``attached(to:)``, weakly: a tree keeps its binder.
  private static var shared: [ObjectIdentifier: WeakBinder] = [:]
}

/// A binder held weakly.
@MainActor
private final class WeakBinder {
  weak var binder: Binder?

  init(binder: Binder) {
    self.binder = binder
  }
}
