import TrellisLayout

/// Reduces a component into a ``RenderedTree``. Runs off the main actor.
///
/// Primitives append nodes with ``openNode(style:view:text:handlers:)`` /
/// ``closeNode()`` (or ``leaf(style:view:text:handlers:)``); modifiers add
/// to the pending ``Decoration``, which the next opened node takes.
struct TreeBuilder {
  private(set) var tree = RenderedTree()
  /// The open nodes, innermost last, each with how many nodes it has so
  /// far.
  private var open = OpenNodes()
  /// The composite components (types and keys) the next node is nested in.
  private var compositeIdentity = 0
  private var openScopes: [Int32] = []
  private var pending = Decoration()
  /// Whether `pending` may hold something: checking that it is empty looks
  /// at every field, and most nodes have no modifier.
  private var mayHavePending = false
  private var pendingKey: ComponentKey?
  /// Where the next component is written among the result-builder
  /// statements since the innermost scope: a mix of the tuple positions and
  /// `if`/`else` branches it is nested in. Statically written siblings
  /// differ here, so they are told apart without keys (SwiftUI's structural
  /// identity); every element of one loop shares it.
  private var structuralPosition = 0
  private var siblings: [SiblingID: Int] = [:]
  /// Decorations every child of a given node takes (``Absolute``).
  private var childDecorations: [(parent: Int32, decoration: Decoration)] = []
  private let states: [ScopePath: any Sendable]
  private let store: StateStore?

  /// What tells a scope apart from its siblings. A key replaces the
  /// written position, so keyed siblings keep their state when reordered.
  /// Two siblings with the same ID (a loop without keys, or a repeated key)
  /// are told apart by their order only: that is reported.
  private struct SiblingID: Hashable {
    let parent: Int32
    let type: ObjectIdentifier
    let key: ComponentKey?
    let position: Int
  }

  /// A builder reading state from `states` and handing `store` to scopes.
  init(states: [ScopePath: any Sendable] = [:], store: StateStore? = nil) {
    self.states = states
    self.store = store
  }

  /// Builds `component` into a tree, with room for `expectedNodeCount`
  /// nodes up front.
  static func build(
    _ component: some Component, states: [ScopePath: any Sendable] = [:],
    store: StateStore? = nil, expectedNodeCount: Int = 0
  ) -> RenderedTree {
    var builder = TreeBuilder(states: states, store: store)
    builder.tree.nodes.reserveCapacity(expectedNodeCount)
    builder.add(component)
    return builder.tree
  }

  // MARK: Components

  /// Adds a component written at `position` among the statements of a
  /// result builder (a tuple element or an `if`/`else` branch).
  mutating func add<C: Component>(_ component: C, atPosition position: Int) {
    let outer = structuralPosition
    structuralPosition = Self.mix(outer, position &+ 1)
    add(component)
    structuralPosition = outer
  }

  /// Adds a component: primitives reduce themselves, composites add their
  /// body; stateful, controlled and keyed components open a scope.
  mutating func add<C: Component>(_ component: C) {
    // Casts of the type, not the value: casting a value to an existential
    // boxes it on the heap when it is larger than three words (most
    // decorated components are). Primitives are never stateful or
    // controlled (those are user types): one cast for the common case.
    if pendingKey == nil, let primitive = C.self as? any PrimitiveComponent.Type {
      primitive.reduce(component, into: &self)
      return
    }
    let key = pendingKey
    let stateful = C.self as? any StatefulComponent.Type
    let controlled = C.self as? any ControlledComponent.Type
    let outer = compositeIdentity
    compositeIdentity = Self.mix(
      Self.mix(outer, Int(bitPattern: ObjectIdentifier(C.self))), key?.hashValue ?? 0)
    defer { compositeIdentity = outer }
    if key != nil || stateful != nil || controlled != nil {
      pendingKey = nil
      addScoped(component, key: key, stateful: stateful, controlled: controlled)
    } else {
      add(component.body)
    }
  }

  private mutating func addScoped<C: Component>(
    _ component: C, key: ComponentKey?, stateful: (any StatefulComponent.Type)?,
    controlled: (any ControlledComponent.Type)?
  ) {
    let parent = openScopes.last ?? -1
    let position = key == nil ? structuralPosition : 0
    let sibling = SiblingID(
      parent: parent, type: ObjectIdentifier(C.self), key: key, position: position)
    let occurrence = siblings[sibling, default: 0]
    siblings[sibling] = occurrence + 1
    let parentPath = parent >= 0 ? tree.scopes[Int(parent)].path : .root
    if occurrence == 1 {
      tree.issues.append(
        .duplicateScope(
          type: "\(C.self)", key: key?.description, parent: parentPath.description))
    }
    let path = parentPath.appending(
      .init(
        type: ObjectIdentifier(C.self), typeName: "\(C.self)", key: key, position: position,
        occurrence: occurrence))
    let outerPosition = structuralPosition
    structuralPosition = 0
    defer { structuralPosition = outerPosition }
    let state: (any Sendable)? = stateful.map { states[path] ?? $0.initialState(of: component) }
    var makeController: (@MainActor @Sendable (any Component, ControllerContext) -> AnyController)?
    if let controlled {
      makeController = { component, context in
        controlled.makeController(component, context: context)
      }
    }
    let index = Int32(tree.scopes.count)
    tree.scopes.append(
      ScopeRecord(
        path: path, parent: parent, component: component, state: state,
        makeController: makeController,
        firstNode: Int32(tree.nodes.count), endNode: Int32(tree.nodes.count)))
    openScopes.append(index)
    if let stateful, let state {
      stateful.addBody(of: component, state: state, path: path, store: store, to: &self)
    } else if let primitive = C.self as? any PrimitiveComponent.Type {
      primitive.reduce(component, into: &self)
    } else {
      add(component.body)
    }
    openScopes.removeLast()
    tree.scopes[Int(index)].endNode = Int32(tree.nodes.count)
  }

  /// Combines two values into an identity: a multiply-xorshift mix, which
  /// spreads every bit of both. Identities are compared within one process
  /// only; a full hasher per node cost more than the node's other work.
  @inline(__always)
  private static func mix(_ a: Int, _ b: Int) -> Int {
    var x = UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15
    x ^= UInt64(bitPattern: Int64(b))
    x = (x ^ (x >> 32)) &* 0xD6E8_FEB8_6659_FD93
    x = (x ^ (x >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(bitPattern: UInt(x ^ (x >> 32)))
  }

  // MARK: Modifiers

  /// Adds what a modifier contributes to the next node; outer modifiers
  /// (reduced first) win conflicts.
  mutating func decorate(_ decoration: Decoration) {
    // Most nodes have one modifier of this kind or none: with nothing
    // pending, the decoration is what is pending (merging it into an empty
    // one copies and merges every field for the same result).
    if !mayHavePending {
      pending = decoration
    } else {
      var outer = pending
      outer.underlay(decoration)
      pending = outer
    }
    mayHavePending = true
  }

  /// Adds `content`, giving each node it adds directly under the open node
  /// `decoration` (weaker than the children's own modifiers).
  mutating func addEach(_ content: some Component, decoratedWith decoration: Decoration) {
    childDecorations.append((open.innermost.node, decoration))
    add(content)
    childDecorations.removeLast()
  }

  /// Whether modifiers wait for the next node to take them.
  var hasPendingDecoration: Bool { mayHavePending && !pending.isEmpty }

  /// The `.onAction` handlers the next node will take, for components that
  /// add more than one top node and want all of them in the chain.
  var pendingActionHandlers: [ActionHandler] { pending.actionHandlers }

  /// Sets the key of the next component added.
  mutating func setKey(_ key: ComponentKey) {
    if pendingKey == nil { pendingKey = key }
  }

  // MARK: Nodes

  /// Opens a node; its children are the nodes added until ``closeNode()``.
  /// `metricStyle` is what a built-in control's style takes from the
  /// host's environment at layout time.
  mutating func openNode(
    style: Style, view: ViewDescription? = nil, content: MeasuredContent? = nil,
    handlers: EventHandlers = EventHandlers(), metricStyle: MetricStyle? = nil
  ) {
    var style = style
    var view = view
    var handlers = handlers
    var actionHandlers: [ActionHandler] = []
    var keyCommands: [KeyCommandHandler] = []
    if let inherited = childDecorations.last, inherited.parent == open.innermost.node {
      pending.underlay(inherited.decoration)
      mayHavePending = true
    }
    if mayHavePending && !pending.isEmpty {
      let decoration = pending
      pending = Decoration()
      mayHavePending = false
      decoration.style.apply(to: &style)
      let parent = open.innermost.node
      decoration.style.applySpacing(
        to: &style,
        along: parent >= 0 ? tree.nodes[Int(parent)].style.flexDirection : .column)
      if decoration.needsView && view == nil {
        view = ViewDescription(kind: .container)
      }
      for entry in decoration.attributes.entries {
        view?.attributes.setValue(entry.value, named: entry.name)
      }
      handlers.merge(decoration.handlers)
      actionHandlers = decoration.actionHandlers
      keyCommands = decoration.keyCommands
    }
    if !keyCommands.isEmpty {
      if view == nil { view = ViewDescription(kind: .container) }
      view?.attributes[.keyCommands] = keyCommands.map(\.command)
    }
    if !handlers.isEmpty {
      if view == nil { view = ViewDescription(kind: .container) }
      view?.attributes[.events] = handlers.kinds.sorted { $0.rawValue < $1.rawValue }
    }
    let index = Int32(tree.nodes.count)
    let parent = open.innermost.node
    let identity = Self.mix(
      Self.mix(parent >= 0 ? tree.nodes[Int(parent)].identity : 0, compositeIdentity),
      open.innermost.children)
    open.innermost.children += 1
    tree.nodes.append(
      RenderedNode(
        parent: parent, end: index + 1, scope: openScopes.last ?? -1,
        identity: identity, view: view, content: content, handlers: handlers,
        actionHandlers: actionHandlers, keyCommands: keyCommands, metricStyle: metricStyle,
        style: style))
    open.push(index)
  }

  /// Closes the node opened last.
  mutating func closeNode() {
    let index = Int(open.pop())
    tree.nodes[index].end = Int32(tree.nodes.count)
  }

  /// Closes the node opened last, to be laid out by `rule` when it holds one
  /// child in the flow (ComponentKit's layout components take one); with
  /// several, its flexbox style lays them out, one after the other.
  /// `flexboxOnly` changes the node's style when flexbox lays it out.
  mutating func closeNode(
    layoutRule rule: LayoutRule, flexboxOnly: (inout Style) -> Void = { _ in }
  ) {
    let index = Int(open.innermost.node)
    closeNode()
    var flowChildren = 0
    var child = index + 1
    let end = Int(tree.nodes[index].end)
    while child < end {
      if tree.nodes[child].style.positionType != .absolute { flowChildren += 1 }
      child = Int(tree.nodes[child].end)
    }
    if flowChildren <= 1 {
      tree.nodes[index].layoutRule = rule
    } else {
      flexboxOnly(&tree.nodes[index].style)
    }
  }

  /// Adds a node without children; `text`, when given, sizes it.
  mutating func leaf(
    style: Style = Style(), view: ViewDescription?, text: TextContent? = nil,
    handlers: EventHandlers = EventHandlers(), metricStyle: MetricStyle? = nil
  ) {
    leaf(
      style: style, view: view, content: text.map(MeasuredContent.text), handlers: handlers,
      metricStyle: metricStyle)
  }

  /// Adds a node without children, sized by measuring `content`.
  mutating func leaf(
    style: Style = Style(), view: ViewDescription?, content: MeasuredContent?,
    handlers: EventHandlers = EventHandlers(), metricStyle: MetricStyle? = nil
  ) {
    openNode(
      style: style, view: view, content: content, handlers: handlers, metricStyle: metricStyle)
    closeNode()
  }
}
