/// One operator of a binding path: how to go from a component to another
/// of the mounted tree, TJBinder's `@superview`, `@cell` and friends.
///
/// Operators walk the components as written: a plain `Stack`, which has
/// no view, is a step like a `Stack` with one (see ``ViewTreeWalker``).
///
/// | path text | step | finds |
/// | --- | --- | --- |
/// | `@superview`, `superview` | ``superview`` | the component holding it |
/// | `@rootview` | ``rootview`` | the top component of the screen |
/// | `@cell` | ``cell`` | the nearest table or collection cell (the view itself included) |
/// | `@superviewWithTag[12]` | ``superviewWithTag(_:)`` | the nearest ancestor with that tag |
/// | `@superviewWithRestorationID[id]` | ``superviewWithIdentifier(_:)`` | the nearest ancestor with that identifier |
/// | `@superviewWithClass[Kind]` | ``superviewWithKind(_:)`` | the nearest ancestor of that view kind or component type |
/// | `@subviews[2]` | ``subview(at:)`` | the third component inside |
/// | `@subviewWithTag[12]` | ``subviewWithTag(_:)`` | the first descendant with that tag |
/// | `@subviewWithRestorationID[id]` | ``subviewWithIdentifier(_:)`` | the first descendant with that identifier |
/// | `@subviewWithClass[Kind]` | ``subviewWithKind(_:)`` | the first descendant of that view kind or component type |
public enum BindingStep: Hashable, Sendable, CustomStringConvertible {
  /// The component holding this one, with or without a view.
  case superview
  /// The top component of the screen: the one just below the tree's root
  /// view (a plain `Stack` included).
  case rootview
  /// The nearest table or collection cell, the view itself included.
  case cell
  /// The nearest ancestor whose tag is the argument.
  case superviewWithTag(String)
  /// The nearest ancestor whose identifier is the argument (TJBinder's
  /// restoration identifier).
  case superviewWithIdentifier(String)
  /// The nearest ancestor whose view kind or component type is the
  /// argument (TJBinder's class).
  case superviewWithKind(String)
  /// The component at an index among those inside, from 0, in the order
  /// written (plain stacks and spacers count).
  case subview(at: Int)
  /// The first descendant, depth first, whose tag is the argument.
  case subviewWithTag(String)
  /// The first descendant, depth first, whose identifier is the argument.
  case subviewWithIdentifier(String)
  /// The first descendant, depth first, whose view kind or component type
  /// is the argument.
  case subviewWithKind(String)

  /// The step as a path writes it (`@superviewWithTag[12]`).
  public var description: String {
    switch self {
    case .superview: "@superview"
    case .rootview: "@rootview"
    case .cell: "@cell"
    case .superviewWithTag(let tag): "@superviewWithTag[\(tag)]"
    case .superviewWithIdentifier(let id): "@superviewWithRestorationID[\(id)]"
    case .superviewWithKind(let kind): "@superviewWithClass[\(kind)]"
    case .subview(let index): "@subviews[\(index)]"
    case .subviewWithTag(let tag): "@subviewWithTag[\(tag)]"
    case .subviewWithIdentifier(let id): "@subviewWithRestorationID[\(id)]"
    case .subviewWithKind(let kind): "@subviewWithClass[\(kind)]"
    }
  }
}
