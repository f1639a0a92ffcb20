public import Trellis

/// The browser host of one tab: a `HostViewTree` in CSS pixels whose
/// changes leave as `journal` messages (see <doc:TheWireFormat>) and whose
/// input comes back as ``ClientMessage``s.
///
/// It follows ARCHITECTURE.md's new-host checklist: the tree is kept at the
/// page's viewport size in the web environment
/// (``Trellis/LayoutEnvironment/webPixels(measurer:)``), a frame is drawn
/// at the end of each group of changes (a mount, an input; see
/// `HostViewTree.groupChanges(_:)`) in the same main-actor job,
/// and scheduled from the tree's flag for changes made outside a group; a
/// frame syncs focus and calls `didDisplay()` — which hands the journal
/// reader the frame's changes — and every input goes to the tree. Animations (an activity indicator's
/// frames, a sheet's slide) are not in the journal: the page animates them
/// itself, so the host ticks no timer.
@MainActor
public final class WebHost: ViewTreeHost {
  /// The views, kept in step with the page.
  public let tree: HostViewTree
  /// Where each message to the page goes.
  private let send: @MainActor (String) -> Void
  /// Whether a frame is queued and not yet drawn: a group's end may draw
  /// it first, and then the queued job sends nothing.
  private var frameQueued = false
  private var journalReader: JournalReaderID?
  /// The link a click from the page names (see ``ClientMessage/followLink(_:cell:view:)``),
  /// for the tree's link locator while the click is applied.
  var clickedLink: String?
  /// The key command footers, given the active commands each frame.
  private var footerItems = KeyCommandFooterItems()
  /// The image views' picture URLs, when the host serves pictures.
  var images: WebImageViews?
  /// Hears the page's display when it reports one (the session resolves
  /// its theme for the scheme).
  var onDisplay: (@MainActor (WebDisplay) -> Void)?

  /// A host of `size` CSS pixels in `environment`, sending its messages
  /// to `send`.
  public init(
    size: Size, environment: LayoutEnvironment,
    send: @escaping @MainActor (String) -> Void
  ) {
    tree = HostViewTree(size: size, environment: environment)
    // The page slides a sheet in itself (CSS); the tree, which nothing
    // here ticks, shows it in place at once, so a click lands where the
    // page shows the sheet's buttons rather than below them.
    tree.sheetSlideFrames = 0
    self.send = send
    tree.onChange = { [weak self] in self?.treeChanged() }
    // Drawn in the job that made the changes: a frame queued as a job of
    // its own waits behind every other session's queued timers and
    // renders, which under CPU contention cost ticks 60–100 ms (D-261).
    tree.onChangesEnded = { [weak self] in self?.drawFrame() }
    // The page knows which link was clicked and says so by index; the
    // locator hands that link to the tree's link behaviour.
    tree.linkLocator = { [weak self] _, _ in self?.clickedLink }
    journalReader = followJournal()
    // A new tree already needs display, so its flag will not turn true
    // and call `onChange`: the first frame is queued here.
    queueFrame()
  }

  /// Stops following the tree: nothing more is sent.
  public func close() {
    if let journalReader { tree.removeJournalReader(journalReader) }
    journalReader = nil
    tree.onChange = nil
    tree.onChangesEnded = nil
    images?.removeAll()
    onDisplay = nil
  }

  /// Sends a message to the page (a `theme` message, a journal of its own).
  func sendMessage(_ message: String) {
    send(message)
  }

  /// Sends the whole tree afresh next frame (a `journal` with
  /// `"reset":true`) instead of the changes since the last one: what the
  /// server does when the page missed messages because it read too slowly
  /// (``WebSessionLimits/maximumQueuedBytes``). Does nothing once closed.
  public func resynchronize() {
    guard let journalReader else { return }
    tree.removeJournalReader(journalReader)
    self.journalReader = followJournal()
  }

  /// Starts reading the tree's journal: its first journal is the whole tree.
  private func followJournal() -> JournalReaderID {
    let rootView = tree.rootView
    let textLayout = TextLineLayout(measurer: tree.environment.textMeasurer)
    let characterWidth = tree.environment.characterWidth
    return tree.addJournalReader { [weak self] journal in
      guard let self else { return }
      if journal.startsFromEmpty { textLayout.reset() }
      // A new footer gets its items in the next frame.
      if footerItems.follow(journal) { footerItems.update(tree) }
      for case .destroyed(let id) in journal.entries { textLayout.forget(id) }
      // Image views' pixels become the URLs the page loads them from.
      let journal = images?.rewrite(journal, in: tree) ?? journal
      send(
        JournalMessage.encode(journal, root: rootView, characterWidth: characterWidth) { [tree] in
          textLayout.lines(of: $0, in: tree)
        })
    }
  }

  /// Queues a frame for changes made outside a group; a group's end
  /// draws its own.
  private func treeChanged() {
    guard !tree.isGroupingChanges else { return }
    queueFrame()
  }

  /// Queues one frame, however many changes ask for it.
  private func queueFrame() {
    guard !frameQueued else { return }
    frameQueued = true
    Task { @MainActor [weak self] in self?.drawQueuedFrame() }
  }

  /// Draws the queued frame unless a group's end drew it meanwhile.
  private func drawQueuedFrame() {
    guard frameQueued else { return }
    drawFrame()
  }

  /// Draws a frame: the page draws; the host syncs focus and sends what
  /// changed. Called at the end of each group of changes; a frame queued
  /// before it is then drawn already and sends nothing.
  public func drawFrame() {
    frameQueued = false
    tree.syncFocus()
    footerItems.update(tree)
    guard let metrics = tree.frameMetrics else { return tree.didDisplay() }
    // Timed only while something observes the frames (the overview): the
    // page's "draw" is encoding and sending the frame's changes.
    let clock = ContinuousClock()
    let start = clock.now
    tree.didDisplay()
    let end = clock.now
    metrics.record(.draw, end - start)
    metrics.endFrame(at: end)
  }

  /// Applies one message from the page, as one group of changes: its
  /// frame is sent before this returns. Returns whether it did something.
  ///
  /// - Throws: `SemanticInputError` when a native control's edit names a
  ///   view that is gone, disabled or of another kind; the next frame shows
  ///   the truth.
  @discardableResult
  public func apply(_ message: ClientMessage, root: ComponentRoot?) throws(SemanticInputError)
    -> Bool
  {
    try tree.groupChanges { () throws(SemanticInputError) -> Bool in
      try applyInGroup(message, root: root)
    }
  }

  private func applyInGroup(_ message: ClientMessage, root: ComponentRoot?)
    throws(SemanticInputError) -> Bool
  {
    switch message {
    case .key(let key, let text):
      return tree.handleKey(key, text: text)
    case .click(let point, let extending):
      guard tree.pointerPressed(at: point, extendingSelection: extending) else { return false }
      return tree.pointerReleased(at: point)
    case .wheel(let delta, let point):
      return tree.wheel(delta, at: point)
    case .resize(let size):
      tree.resize(to: size)
      root?.sizeRange = tree.sizeRange
      return true
    case .semantic(let input, let view):
      return try tree.perform(input, on: view)
    case .pointer(let phase, let point, let extending):
      switch phase {
      case .down: return tree.pointerPressed(at: point, extendingSelection: extending)
      case .move: return tree.pointerDragged(to: point)
      case .up: return tree.pointerReleased(at: point)
      }
    case .editText(let text, let caret, let anchor, let view):
      return try applyEdit(text, caret: caret, anchor: anchor, on: view)
    case .timeZone(let zone):
      guard tree.timeZone != zone else { return false }
      tree.timeZone = zone
      return true
    case .focus(let view):
      return try focus(view)
    case .followLink(let index, let cell, let view):
      return try followLink(index, cell: cell, on: view)
    case .display(let display):
      if let journal = images?.setPixelRatio(display.pixelRatio, in: tree) {
        send(JournalMessage.encode(journal, root: tree.rootView, in: tree.environment))
      }
      onDisplay?(display)
      return true
    }
  }
}
