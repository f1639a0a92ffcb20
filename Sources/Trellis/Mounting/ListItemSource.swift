import TrellisDiff

/// Everything a virtualised list (``ListMounter``) asks of the data it
/// shows, and the one way that data tells the list it changed.
/// ``ComponentDataSource`` is the source every list uses.
///
/// ```
///                 state, building, responder ──▶ read
///  ListMounter ── setEnvironment(_:) ──────────▶ ┐ (once, when mounted)
///              ── buildNow(at:delivering:) ────▶ │
///              ── setDemand(_:requesting:) ────▶ │ ComponentDataSource
///              ── keptControllers(for:) ───────▶ │ (BuildReleasePolicy)
///              ◀─ listener(old, new, changes) ── ┘
/// ```
///
/// When it is created, the list hands over its host's environment
/// (``setEnvironment(_:)``), so rows are laid out in the units of the host
/// that shows them. Each frame the list reads ``state``, builds the rows
/// entering its viewport with ``buildNow(at:delivering:)``, mounts, and
/// ends with one ``setDemand(_:requesting:)``: what it shows and what it
/// would like built in the background. The source keeps nothing else of the list's
/// viewport; which builds to let go of is its ``BuildReleasePolicy``'s
/// business. Committed changes (the background builds included) come back
/// through the listener; the list then updates as after a scroll, with the
/// same calls, so nothing else passes between the two.
@MainActor
protocol ListItemSource<Section, Item>: AnyObject {
  /// What a section carries besides its items.
  associatedtype Section: Sendable
  /// An item's model.
  associatedtype Item: Sendable

  /// What is shown now: sections, item keys, builds and heights.
  var state: DataSourceState<Section, Item> { get }
  /// When items are built; the list estimates unbuilt rows from it.
  var building: ItemBuilding { get }
  /// The end of the responder chain for actions sent by items.
  var responder: (any ActionResponder)? { get }

  /// Calls `listener` after each committed change with the state before,
  /// the state after and the changes between them; returns a token for
  /// ``removeListener(_:)``.
  @discardableResult
  func addListener(
    _ listener:
      @escaping @MainActor (
        _ old: DataSourceState<Section, Item>, _ new: DataSourceState<Section, Item>,
        _ changes: Changeset
      ) -> Void
  ) -> Int

  /// Stops calling a listener.
  func removeListener(_ token: Int)

  /// Builds the items at `paths` now, on the main actor (and in parallel
  /// on the other cores), unless their builds are current, handing each
  /// build to `deliver` with its index in `paths`, in order, as soon as it
  /// and those before it are done. Each build is in ``state`` by the time
  /// it is handed over.
  func buildNow(at paths: [ItemPath], delivering deliver: (Int, BuiltItem) -> Void)

  /// Records what the list shows now (replacing what it showed before),
  /// and queues background builds of the items at `paths` that are not
  /// built for their current model. Builds the list no longer shows may
  /// be released.
  func setDemand(_ demand: ListDemand, requesting paths: [ItemPath])

  /// Lays the items out in `environment` (the host's the list is shown
  /// in) when it measures otherwise than the source's own; returns the
  /// task that finishes when they are shown at their new sizes.
  @discardableResult
  func setEnvironment(_ environment: LayoutEnvironment) -> Task<Void, Never>

  /// The controllers of the item `build` shows, kept while the item exists;
  /// `nil` while no build of the item had a controlled component (the
  /// list's mounter then serves an empty store of its own).
  func keptControllers(for build: BuiltItem) -> ControllerStore?
}

extension ListItemSource {
  /// Builds the item at `path` now, unless its build is current; returns
  /// its build.
  @discardableResult
  func buildNow(at path: ItemPath) -> BuiltItem {
    buildNow(at: [path])[0]
  }

  /// Builds the items at `paths` now, unless their builds are current;
  /// returns their builds in the order of `paths`.
  @discardableResult
  func buildNow(at paths: [ItemPath]) -> [BuiltItem] {
    var builds: [BuiltItem] = []
    builds.reserveCapacity(paths.count)
    buildNow(at: paths) { _, build in builds.append(build) }
    return builds
  }
}

/// What a list shows: its items (by identity), whose reloads are built in
/// the background, and the flat range of its window (viewport and
/// overscan), where inserted items are built in the background.
struct ListDemand: Sendable {
  /// The identities of the items the list shows.
  var identities: Set<Int> = []
  /// The flat indexes of the items in the list's window.
  var window: Range<Int> = 0..<0
}
