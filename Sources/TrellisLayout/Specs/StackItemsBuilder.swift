/// Builds a stack's children from specs and items, with `if`, `if`/`else` and `for`-`in`.
@resultBuilder
public enum StackItemsBuilder {
  /// A spec becomes an item with no stack-specific values.
  public static func buildExpression(_ spec: some LayoutSpec) -> [StackSpec.Item] {
    [StackSpec.Item(spec)]
  }

  /// An item made with `.flex`, `.spacing` or `.alignSelf`.
  public static func buildExpression(_ item: StackSpec.Item) -> [StackSpec.Item] { [item] }

  /// Several items, from a `for`-`in` over an array.
  public static func buildExpression(_ items: [StackSpec.Item]) -> [StackSpec.Item] { items }

  /// Joins the statements of a block.
  public static func buildBlock(_ parts: [StackSpec.Item]...) -> [StackSpec.Item] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [StackSpec.Item]?) -> [StackSpec.Item] { part ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [StackSpec.Item]) -> [StackSpec.Item] { part }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [StackSpec.Item]) -> [StackSpec.Item] { part }

  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [[StackSpec.Item]]) -> [StackSpec.Item] {
    parts.flatMap { $0 }
  }
}
