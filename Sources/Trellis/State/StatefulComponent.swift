/// A component with state that survives rebuilds.
///
/// ```swift
/// struct Counter: StatefulComponent {
///   func initialState() -> Int { 0 }
///
///   func body(state count: Int, scope: Scope<Int>) -> some Component {
///     Button("Tapped \(count) times") { scope.update { $0 + 1 } }
///   }
/// }
/// ```
///
/// A component's state is found again on the next build by its *identity*:
/// its type, its enclosing stateful component, and either its key
/// (``Component/key(_:)``) or, without one, where it is written in the
/// builder. Siblings written as separate statements need no keys. Siblings
/// built by a loop over data (`for`-`in`, ``ForEach``) need distinct keys:
/// without them each still has its own state (by order) and a
/// ``BuildIssue/duplicateScope(type:key:parent:)`` is reported.
public protocol StatefulComponent: Component where Body == Never {
  /// The state's type: a value.
  associatedtype State: Sendable
  /// The type of the component built from the state.
  associatedtype Content: Component

  /// The state of a component that has none yet (first build).
  func initialState() -> State

  /// The component built from the current state. `scope` updates the state.
  @ComponentBuilder func body(state: State, scope: Scope<State>) -> Content
}

extension StatefulComponent {
  /// Stateful components are built through ``body(state:scope:)``.
  public var body: Never {
    fatalError("\(Self.self) is a StatefulComponent: Trellis builds it through body(state:scope:)")
  }
}

extension StatefulComponent {
  /// The first state of `component`, a value of this type that the builder
  /// only knows generically.
  static func initialState<C: Component>(of component: C) -> any Sendable {
    withValue(component, as: Self.self) { $0.pointee.initialState() }
  }

  /// Adds the body `component` (a value of this type) builds from `state`.
  static func addBody<C: Component>(
    of component: C, state: any Sendable, path: ScopePath, store: StateStore?,
    to builder: inout TreeBuilder
  ) {
    withValue(component, as: Self.self) { component in
      // The state was made by this type's `initialState()` or by transforms
      // that return this type, so the cast cannot fail in practice; fall
      // back to the initial state rather than crash.
      let typed = state as? State ?? component.pointee.initialState()
      builder.add(component.pointee.body(state: typed, scope: Scope(store: store, path: path)))
    }
  }
}
