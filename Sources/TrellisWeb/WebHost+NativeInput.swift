import Trellis

extension WebHost {
  /// Shows the caret and selection of a native text input as the page has
  /// them, after setting its text first when `text` is given (through
  /// `SemanticInput/setText(_:)`, so bindings and validation see the edit
  /// as they see typing). A caret or anchor past the end (the text changed
  /// on the server meanwhile) is clamped to it; a view that is no longer a
  /// text input is left alone.
  func applyEdit(_ text: String?, caret: Int, anchor: Int?, on id: ViewID)
    throws(SemanticInputError) -> Bool
  {
    var changed = false
    if let text { changed = try tree.perform(.setText(text), on: id) }
    guard let node = tree.node(id), node.isTextInput else {
      if tree.node(id) == nil { throw .unknownView(id) }
      return changed
    }
    let length = node.value.count
    var editing = node.editing
    editing.caret = min(caret, length)
    editing.anchor = anchor.map { min($0, length) }
    if editing.anchor == editing.caret { editing.anchor = nil }
    editing.preferredX = nil
    guard editing != node.editing else { return changed }
    ControlContext(tree: tree, id: id, node: node).editing = editing
    return true
  }

  /// Focuses view `id` as the page did, when it takes focus (a view behind
  /// a modal does not).
  func focus(_ id: ViewID) throws(SemanticInputError) -> Bool {
    guard tree.node(id) != nil else { throw .unknownView(id) }
    guard tree.focusedView != id, tree.focusableViews.contains(id) else { return false }
    tree.focus(id)
    return true
  }

  /// Sends link `index` of view `id`'s text (of cell `cell` of a column
  /// row) to its component as a click on it would: the tree's link locator
  /// answers with that link for the click.
  func followLink(_ index: Int, cell: Int?, on id: ViewID) throws(SemanticInputError) -> Bool {
    guard let node = tree.node(id) else { throw .unknownView(id) }
    let text: StyledText?
    if let cell {
      let cells = node.attributes[.cells]
      text = cells.flatMap { $0.indices.contains(cell) ? $0[cell] : nil }
    } else {
      text = node.attributes[.text]
    }
    guard let links = text?.links, links.indices.contains(index) else {
      throw .outOfRange(.activate, view: id, allowed: "a link of the view's text")
    }
    clickedLink = links[index].url
    defer { clickedLink = nil }
    return tree.click(id)
  }
}
