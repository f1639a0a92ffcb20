public import Trellis

/// One mounted view as the overview's inspector lists it: the view, how
/// deep it sits in the tree, and the component that built it.
public struct InspectedView: Sendable, Equatable {
  /// The view as mounted (kind, frames, attributes, children).
  public var view: MountedView
  /// How many ancestors it has below the screen's root view.
  public var depth: Int
  /// The stateful or controlled components it was built inside (see
  /// `ViewRegistry.componentPath(of:)`), or `nil` for a host's own view.
  public var componentPath: String?

  /// An entry for `view`, `depth` levels below the root, built inside
  /// `componentPath`.
  public init(view: MountedView, depth: Int, componentPath: String?) {
    self.view = view
    self.depth = depth
    self.componentPath = componentPath
  }

  /// The view's id.
  public var id: ViewID { view.id }

  /// The innermost component of ``componentPath``: `"DemoScreen"` for
  /// `"CatalogApp/DemoScreen[feed]"`.
  public var componentType: String? {
    guard let path = componentPath else { return nil }
    // A keyed segment without a type of its own (`[key]`) names no type.
    for segment in path.split(separator: "/").reversed() {
      let name = segment.prefix { $0 != "[" && $0 != "#" }
      if !name.isEmpty { return Self.shortened(String(name)) }
    }
    return nil
  }

  /// ``componentPath`` with long generic type names shortened (see
  /// ``shortened(_:limit:)``), for one line of a panel.
  public var shortComponentPath: String? {
    componentPath.map { path in
      path.split(separator: "/").map { Self.shortened(String($0)) }.joined(separator: "/")
    }
  }

  /// A type name of more than `limit` characters with its generic
  /// arguments elided: `Stack<TupleComponent<…>>` becomes `Stack<…>`
  /// (a keyed key or occurrence after it stays).
  public static func shortened(_ name: String, limit: Int = 32) -> String {
    guard name.count > limit, let open = name.firstIndex(of: "<"),
      let close = name.lastIndex(of: ">"), open < close
    else { return name }
    return String(name[..<open]) + "<…>" + String(name[name.index(after: close)...])
  }

  /// Lists the views mounted in `tree`, in preorder from its root view,
  /// leaving out the subtrees of views tagged `excludedTag` (the
  /// overview's own) and stopping after `limit` views.
  @MainActor
  public static func walk(_ tree: HostViewTree, excludingTag excludedTag: String, limit: Int = 5000)
    -> [InspectedView]
  {
    var result: [InspectedView] = []
    var stack: [(ViewID, Int)] = [(tree.rootView, 0)]
    while let (id, depth) = stack.popLast(), result.count < limit {
      guard let view = tree.view(id), view.tag != excludedTag else { continue }
      result.append(
        InspectedView(view: view, depth: depth, componentPath: tree.registry.componentPath(of: id)))
      for child in view.children.reversed() { stack.append((child, depth + 1)) }
    }
    return result
  }
}

/// Where an arrow key moves the inspector's selection.
public enum InspectorMove: Sendable, CaseIterable {
  /// The view before, in preorder.
  case previous
  /// The view after, in preorder.
  case next
  /// The parent view.
  case parent
  /// The first child view.
  case firstChild

  /// The view selected after moving from `selected` in `views` (a preorder
  /// list, see ``InspectedView/walk(_:excludingTag:limit:)``). A selection
  /// no longer listed starts again at the first view; at an end the
  /// selection stays.
  public func apply(to selected: ViewID?, in views: [InspectedView]) -> ViewID? {
    guard !views.isEmpty else { return nil }
    guard let selected, let index = views.firstIndex(where: { $0.id == selected }) else {
      return views[0].id
    }
    switch self {
    case .previous: return views[max(index - 1, 0)].id
    case .next: return views[min(index + 1, views.count - 1)].id
    case .parent:
      return views[index].view.parent.flatMap { parent in
        views.contains { $0.id == parent } ? parent : nil
      } ?? selected
    case .firstChild:
      guard index + 1 < views.count, views[index + 1].depth > views[index].depth else {
        return selected
      }
      return views[index + 1].id
    }
  }
}
