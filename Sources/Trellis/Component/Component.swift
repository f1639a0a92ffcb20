/// An immutable description of part of a screen.
///
/// A component is a `Sendable` value. You make new components by
/// *composition*: declare the pieces your component is made of in ``body``.
///
/// ```swift
/// struct Greeting: Component {
///   let name: String
///   var body: some Component {
///     Stack(.horizontal, spacing: 1) {
///       Text("Hello,")
///       Text(name).bold()
///     }
///   }
/// }
/// ```
///
/// Trellis reduces a tree of components into a flat *rendered tree* off the
/// main actor, lays it out with flexbox (also off the main actor) and mounts
/// only the result onto host views:
///
/// ```
/// component ──build──▶ rendered tree ──layout──▶ frames ──mount (main actor)──▶ host views
/// ```
///
/// The built-in leaves (``Text``, ``Button``, ``Image`` …) and layout
/// components (``Stack``, ``Inset`` …) are *primitives*: their `Body` is
/// `Never` and Trellis knows how to reduce them.
public protocol Component: Sendable {
  /// The type of the component this one is made of.
  associatedtype Body: Component

  /// The component this one is made of.
  ///
  /// Build it from the current values of the component's properties only; it
  /// may be evaluated on any thread, any number of times.
  @ComponentBuilder var body: Body { get }
}

extension Never: Component {
  /// `Never` has no body; it is the `Body` of primitive components.
  public var body: Never { fatalError("Never has no body") }
}

/// A component Trellis reduces itself, rather than through `body`.
///
/// Internal: the set of primitives is closed, so every host can render them.
/// Hosts extend the vocabulary with ``HostView`` instead.
protocol PrimitiveComponent: Component where Body == Never {
  /// Appends this component's nodes to the builder.
  func reduce(into builder: inout TreeBuilder)
}

extension PrimitiveComponent {
  /// Reduces `component`, a value of this very type that the builder only
  /// knows generically (it found this type by casting `C.self`, which,
  /// unlike casting the value, never boxes it).
  static func reduce<C: Component>(_ component: C, into builder: inout TreeBuilder) {
    withValue(component, as: Self.self) { $0.pointee.reduce(into: &builder) }
  }

  /// Primitives have no body; calling it is a programming error.
  public var body: Never { fatalError("\(Self.self) is a primitive component and has no body") }
}
