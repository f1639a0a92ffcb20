public import Trellis

extension TerminalHost {
  /// The views whose key bindings are active, innermost first: the focused
  /// view and its ancestors; with nothing focused, the screen's top-level
  /// views, front-most first. While a modal is shown the chain ends at its
  /// backdrop: bindings behind a modal are inactive.
  var keyBindingChain: [ViewID] {
    let modal = activeModal
    var chain: [ViewID] = []
    if let focused = focusedView, isOnScreen(focused) {
      var current: ViewID? = focused
      while let id = current, id != rootView {
        chain.append(id)
        if id == modal { break }
        current = nodes[id]?.parent
      }
    } else if let modal {
      chain = [modal]
    } else {
      chain = children(of: rootView).reversed()
    }
    return chain
  }

  /// The key bindings a key press would trigger now, innermost first: those
  /// declared on the focused view and its ancestors (with nothing focused,
  /// on the screen's top-level views), one per key — an inner binding hides
  /// an outer one for the same key — then the host's own `Tab` "Next" when
  /// more than one view can take focus.
  ///
  /// A ``Trellis/KeyBindingFooter`` shows those with
  /// ``Trellis/KeyBinding/isShownInFooter``.
  public var activeKeyBindings: [KeyBinding] {
    var result: [KeyBinding] = []
    var seen: Set<KeyPress> = []
    for id in keyBindingChain {
      for binding in nodes[id]?.attributes[.keyBindings] ?? [] where !seen.contains(binding.key) {
        seen.insert(binding.key)
        result.append(binding)
      }
    }
    let tab = KeyPress(.tab)
    if !seen.contains(tab), focusableViews.count > 1 {
      result.append(KeyBinding(tab, "Next"))
    }
    return result
  }
}
