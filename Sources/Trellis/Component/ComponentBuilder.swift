/// Builds components from the statements of a closure, the way SwiftUI's
/// view builder does: several statements make a group, `if`/`else`,
/// `switch`, optionals and `for`-`in` loops are supported.
///
/// ```swift
/// Stack(.vertical) {
///   Text(title)
///   if let subtitle { Text(subtitle) }
///   for tag in tags { Badge(tag) }
/// }
/// ```
@resultBuilder
public enum ComponentBuilder {
  /// An empty block builds nothing.
  public static func buildBlock() -> EmptyComponent { EmptyComponent() }

  /// A single statement builds that component.
  public static func buildBlock<C: Component>(_ content: C) -> C { content }

  /// Several statements build a group, in order.
  public static func buildBlock<each C: Component>(_ content: repeat each C) -> TupleComponent<
    repeat each C
  > {
    TupleComponent(repeat each content)
  }

  /// Expressions are components as they are.
  public static func buildExpression<C: Component>(_ expression: C) -> C { expression }

  /// An `if` without `else` builds its content or nothing.
  public static func buildOptional<C: Component>(_ component: C?) -> C? { component }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: Component, Second: Component>(first component: First)
    -> ConditionalComponent<First, Second>
  {
    ConditionalComponent(storage: .first(component))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: Component, Second: Component>(second component: Second)
    -> ConditionalComponent<First, Second>
  {
    ConditionalComponent(storage: .second(component))
  }

  /// A `for`-`in` loop builds one component per element, in order.
  public static func buildArray<C: Component>(_ components: [C]) -> ComponentArray<C> {
    ComponentArray(components)
  }

  /// `if #available` blocks build their content as it is.
  public static func buildLimitedAvailability<C: Component>(_ component: C) -> AnyComponent {
    AnyComponent(component)
  }
}
