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
  /// Key commands, in declaration order (innermost modifier first).
  var keyCommands: [KeyCommandHandler] = []

  var isEmpty: Bool {
    style.isEmpty && attributes.isEmpty && handlers.isEmpty && actionHandlers.isEmpty
      && keyCommands.isEmpty
  }

  /// Whether the decorated node needs a view (to show attributes or
  /// receive events and keys).
  var needsView: Bool { !attributes.isEmpty || !handlers.isEmpty || !keyCommands.isEmpty }

  mutating func underlay(_ inner: Decoration) {
    style.underlay(inner.style)
    for entry in inner.attributes.entries where attributes.value(named: entry.name) == nil {
      attributes.setValue(entry.value, named: entry.name)
    }
    var merged = inner.handlers
    merged.merge(handlers)
    handlers = merged
    actionHandlers = inner.actionHandlers + actionHandlers
    keyCommands = inner.keyCommands.adding(keyCommands)
  }
}
