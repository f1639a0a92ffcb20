import DequeModule

/// Decides which builds of an on-demand ``ComponentDataSource`` are let go
/// of, from what its list shows: the builds of rows that left the list's
/// window longest ago go first, once more than ``retainedLimit`` are kept
/// outside it.
///
/// ```
///             leaves the window             over the limit
///  window ───────────────────────▶ queue ───────────────────▶ released
///  (shown)  ◀───────────────────── (oldest first)              (built again
///             comes back: its entry goes stale                  if it returns)
/// ```
///
/// The policy knows items by identity only: it keeps the list's demand
/// (what it shows, and its window), when each item outside the window left
/// it, and the order to release them in. The data source owns the builds;
/// it tells the policy what it built and removed, and does the releasing
/// the policy asks for (see ``release(_:builtCount:by:)``),
/// keeping any build that holds something (state, controllers).
///
/// A data source that builds eagerly (``ItemBuilding/eager``) releases
/// nothing: its policy only keeps the demand.
struct BuildReleasePolicy {
  /// What the data source did with a build the policy asked it to release.
  enum ReleaseOutcome {
    /// The item has no build (any more).
    case notBuilt
    /// The build holds something that would be lost: it stays, and its
    /// item keeps its place in the queue.
    case kept
    /// The build is let go of.
    case released
  }

  /// Whether builds are released at all (not under ``ItemBuilding/eager``,
  /// whose sizes must stay exact).
  let releases: Bool
  /// How many builds of items the list does not show are kept.
  var retainedLimit = 1_000
  /// What the list shows now: reloads of these items, and inserts landing
  /// in its window, are built in the background.
  private(set) var demand = ListDemand()
  /// Items built for the list's window since the last
  /// ``show(_:isBuilt:)``, not yet queued for release: queued when the
  /// window no longer holds them.
  private var builtForWindow: [Int] = []
  /// When each built item outside the window left it, or was built there
  /// (a count of ``show(_:isBuilt:)`` calls).
  private var lastShown: [Int: Int] = [:]
  /// The same, oldest first: the order builds are released in. An entry
  /// whose stamp is no longer the item's in `lastShown` is stale (the item
  /// came back into the window, or went) and is skipped.
  private var releaseOrder = Deque<(identity: Int, stamp: Int)>()
  private var demandCount = 0
  /// How many builds were left after the last release.
  private var unreleasableBuilds = 0

  /// A policy for a data source building as `building` says.
  init(building: ItemBuilding) {
    releases = building != .eager
  }

  /// The number of items queued for release, stale entries aside: for
  /// tests.
  var queuedCount: Int { lastShown.count }

  // MARK: What the data source tells

  /// Notes a build made on the main actor for the list's window: it is
  /// queued for release when the window no longer holds it.
  mutating func didBuildForWindow(_ identity: Int) {
    guard releases else { return }
    builtForWindow.append(identity)
  }

  /// Notes a build made in the background (the overscan's, a reload's): it
  /// is released in the order it was made, unless the list shows it first.
  mutating func didBuildInBackground(_ identity: Int) {
    guard releases, lastShown[identity] == nil, !demand.identities.contains(identity) else {
      return
    }
    markReleasable(identity)
  }

  /// Forgets an item that is gone from the data.
  mutating func didRemove(_ identity: Int) {
    guard !lastShown.isEmpty else { return }
    lastShown[identity] = nil
  }

  // MARK: What the list asks

  /// Records what the list shows now; the items it showed before and no
  /// longer does (`isBuilt` says which have a build) are queued for
  /// release, after those queued before.
  mutating func show(_ demand: ListDemand, isBuilt: (Int) -> Bool) {
    let previous = self.demand.identities
    self.demand = demand
    guard releases else { return }
    demandCount += 1
    let identities = demand.identities
    for identity in previous where !identities.contains(identity) && isBuilt(identity) {
      markReleasable(identity)
    }
    // Built for the window but not in it (the list asked for more than it
    // shows): queued now, as they would be had they left it.
    for identity in builtForWindow
    where !identities.contains(identity) && lastShown[identity] == nil && isBuilt(identity) {
      markReleasable(identity)
    }
    builtForWindow.removeAll(keepingCapacity: true)
  }

  /// How many builds to release when the data source has `builtCount`:
  /// none until more than ``retainedLimit`` (plus a small batch, so a
  /// release frees a few at once) are kept outside the window, then all
  /// those over the limit.
  func excess(builtCount: Int) -> Int {
    guard releases else { return 0 }
    let limit = max(0, retainedLimit) + demand.identities.count
    // Builds that cannot be released (rows with state) raise the bar, so
    // a list of such rows is not searched again on every scroll.
    let bar = max(limit, unreleasableBuilds)
    // Small batches: a page or two per release keeps each frame's share
    // of the work (and of the freeing, in the background) small.
    guard builtCount > bar + max(8, limit / 16) else { return 0 }
    return builtCount - limit
  }

  /// Asks `release` to let go of up to `count` builds (see
  /// ``excess(builtCount:)``), those shown longest ago first, one at a
  /// time; `builtCount` is how many builds the data source has before.
  ///
  /// The release order is kept as items leave the window, so a release
  /// costs what it frees, not a sort of every build.
  mutating func release(
    _ count: Int, builtCount: Int, by release: (_ identity: Int) -> ReleaseOutcome
  ) {
    var excess = count
    var kept: [(identity: Int, stamp: Int)] = []
    while excess > 0, let entry = releaseOrder.popFirst() {
      guard let shown = lastShown.index(forKey: entry.identity),
        lastShown.values[shown] == entry.stamp, !demand.identities.contains(entry.identity)
      else { continue }
      switch release(entry.identity) {
      case .notBuilt:
        continue
      case .kept:
        kept.append(entry)
      case .released:
        lastShown.remove(at: shown)
        excess -= 1
      }
    }
    releaseOrder.append(contentsOf: kept)
    unreleasableBuilds = builtCount - (count - excess)
  }

  /// Queues an item's build for release, after those queued before it.
  private mutating func markReleasable(_ identity: Int) {
    lastShown[identity] = demandCount
    releaseOrder.append((identity, demandCount))
    // Stale entries pile up while rows go in and out of the window without
    // a release: past twice the live ones, the queue is made again (rarely:
    // only once it has doubled).
    if releaseOrder.count > 2 * lastShown.count + 64 {
      releaseOrder = Deque(
        lastShown.map { (identity: $0.key, stamp: $0.value) }.sorted { $0.stamp < $1.stamp })
    }
  }
}
