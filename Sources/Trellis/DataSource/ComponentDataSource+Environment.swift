import TrellisDiff

extension ComponentDataSource {
  /// Lays every item out in `environment` from now on, when it measures
  /// otherwise than ``environment`` (see ``LayoutEnvironment/measuresLike(_:)``):
  /// another kind of text measurer, line height, character width, rounding
  /// or control metrics. A ``ListMounter`` calls this with its host's
  /// environment when it is created, so a data source made for one host (a
  /// terminal's cells) and shown in another (a browser's pixels) lays its
  /// items out in the units of the host that shows them.
  ///
  /// The items built so far are built again, in the background and in
  /// order with the changes queued, as after ``setSizeRange(_:)``: they
  /// keep their identity, state and controllers, and each is shown at its
  /// new size when done, as a reload (a list keeps its first visible item
  /// where it is). Work computed in the old environment is computed again.
  /// An explicit estimated height of ``ItemBuilding/onDemand(estimatedHeight:)``
  /// is scaled by the ratio of the environments' line heights. Returns the
  /// task that finishes when the new sizes are shown; an environment that
  /// measures like the current one changes nothing.
  @discardableResult
  public func setEnvironment(_ newEnvironment: LayoutEnvironment) -> Task<Void, Never> {
    guard !environment.measuresLike(newEnvironment) else { return Task {} }
    let oldLineHeight = environment.lineHeight
    environment = newEnvironment
    environmentVersion += 1
    // Layouts kept for sharing were measured in the old environment.
    layoutMemo = LayoutMemo()
    if case .onDemand(let estimate?) = building, oldLineHeight > 0 {
      building = .onDemand(estimatedHeight: estimate * newEnvironment.lineHeight / oldLineHeight)
    }
    // Heights kept for released builds were measured in the old
    // environment: such rows count by the estimate until built again.
    state.heights = state.heights.filter { state.builds[$0.key] != nil }
    return enqueue(Job(.rebuild(Set(state.builds.keys))))
  }
}
