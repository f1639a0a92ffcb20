/// A tree's open change groups: how deeply they nest, who hears the
/// outermost one end, and whether that callback is running.
struct ChangeGroups {
  var depth = 0
  var onEnded: (@MainActor () -> Void)?
  /// Set while `onEnded` runs: a group it opens ends without calling it
  /// again.
  var isEnding = false
}

extension HostViewTree {
  /// Called when the outermost group of changes (see ``groupChanges(_:)``)
  /// ends while the tree ``needsDisplay``: where a host draws the frame in
  /// the same main-actor job as the changes, instead of scheduling one.
  ///
  /// A scheduled frame waits behind every job queued before it — on a
  /// server, other sessions' timers and renders — so changes drawn there
  /// reach the screen late under load; drawn here they leave at once. A
  /// group opened while this runs ends without calling it again.
  public var onChangesEnded: (@MainActor () -> Void)? {
    get { changeGroups.onEnded }
    set { changeGroups.onEnded = newValue }
  }

  /// Whether a group of changes is open whose end calls
  /// ``onChangesEnded``: a host drawing there need not schedule a frame
  /// from ``onChange`` now. `false` while ``onChangesEnded`` runs.
  public var isGroupingChanges: Bool {
    changeGroups.depth > 0 && !changeGroups.isEnding
  }

  /// Runs `changes` as one group: when the outermost group ends (groups
  /// nest), ``onChangesEnded`` is called if the tree needs display — once,
  /// however many views changed. A component root mounts inside a group;
  /// a host applies its input inside one. The group ends when `changes`
  /// throws too: what it changed before throwing is drawn.
  ///
  /// - Returns: What `changes` returns.
  public func groupChanges<Result, Failure: Error>(
    _ changes: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    changeGroups.depth += 1
    defer { endChangeGroup() }
    return try changes()
  }

  private func endChangeGroup() {
    changeGroups.depth -= 1
    guard changeGroups.depth == 0, !changeGroups.isEnding, needsDisplay,
      let onEnded = changeGroups.onEnded
    else { return }
    changeGroups.isEnding = true
    defer { changeGroups.isEnding = false }
    onEnded()
  }
}
