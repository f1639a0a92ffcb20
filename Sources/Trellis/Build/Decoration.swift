/// What modifiers add to the first node their content produces: style,
/// view attributes, event and action handlers.
///
/// Modifiers are reduced outside-in, so each inner modifier *underlays* what
/// is pending: the outermost modifier wins a conflict.
struct Decoration: Sendable {
  var style = StylePatch()
  var attributes = Attributes()
  var handlers = EventHandlers()
  /// Innermost first, the order the responder chain asks them in.
  var actionHandlers: [ActionHandler] = []
  /// Key bindings, in declaration order (innermost modifier first).
  var keyBindings: [KeyBindingHandler] = []

  var isEmpty: Bool {
    style.isEmpty && attributes.isEmpty && handlers.isEmpty && actionHandlers.isEmpty
      && keyBindings.isEmpty
  }

  /// Whether the decorated node needs a view (to show attributes or
  /// receive events and keys).
  var needsView: Bool { !attributes.isEmpty || !handlers.isEmpty || !keyBindings.isEmpty }

  mutating func underlay(_ inner: Decoration) {
    style.underlay(inner.style)
    for entry in inner.attributes.entries where attributes.value(named: entry.name) == nil {
      attributes.setValue(entry.value, named: entry.name)
    }
    var merged = inner.handlers
    merged.merge(handlers)
    handlers = merged
    actionHandlers = inner.actionHandlers + actionHandlers
    keyBindings = inner.keyBindings.adding(keyBindings)
  }
}
