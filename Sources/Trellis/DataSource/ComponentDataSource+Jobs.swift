import Logging
import Observation
import Synchronization
import TrellisDiff
import TrellisLayout

extension ComponentDataSource {
  final class Job {
    let kind: Kind
    var done = false

    init(_ kind: Kind) {
      self.kind = kind
    }
  }

  enum Kind: Sendable {
    case changeset(Changeset, [ListSection<Section, Item>])
    case rebuild(Set<Int>)
    case build([ItemBuildRequest])
  }

  struct Result: Sendable {
    /// The new sections, or `nil` when only builds change.
    var sections: [ListSection<Section, DataSourceItem<Item>>]?
    var changes: Changeset
    var builds: [BuiltItem] = []
    /// The items to build (with their previous builds), before ``builds``
    /// holds them: they are built together, in parallel.
    var toBuild: [(item: DataSourceItem<Item>, previous: BuiltItem?)] = []
    var removed: [Int] = []
    /// ``sections``' item keys, made with them off the main actor.
    var keys: [[ItemKey]]?
  }

  struct ComputeContext: Sendable {
    let provider: @Sendable (Item, ItemContext) -> AnyComponent
    let range: SizeRange
    /// The layout root's style for `range`, made once for all the items.
    let rootStyle: Style
    let environment: LayoutEnvironment
    /// Which of the data source's environments `environment` is.
    let environmentVersion: Int
    /// Layouts this data source's rows share when laid out alike.
    let layoutMemo: LayoutMemo
    let counters: DataSourceCounters
    let eager: Bool
    let demand: ListDemand
    let invalidate: @Sendable (Int) -> Void
  }

  struct Slot: Sendable {
    var item: DataSourceItem<Item>?
    var reload: Bool
  }
}
