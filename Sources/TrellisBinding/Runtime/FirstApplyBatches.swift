import Trellis

/// The views a flush binds anew whose first values can be set in batches:
/// gathered per group and attribute while they resolve, then each batch
/// set by one call, as a change to a group is (see ``ChangeBatches``).
///
/// Views resolved one after another are usually bound the same way to the
/// same model (siblings reading their parent's data object, rows of one
/// template): a view joins the last batch, or one of the few before it,
/// so gathering stays linear however many groups a flush binds.
@MainActor
struct FirstApplyBatches {
  /// Views showing `group`'s value on `attribute`.
  struct Batch {
    let group: ObservedGroup
    let attribute: AnyBoundAttribute
    var views: [ViewID]
  }

  /// How many of the latest batches a view looks through for its own
  /// before it starts a new one.
  static let lookBack = 4

  private(set) var batches: [Batch] = []

  /// Whether no view waits for its first value.
  var isEmpty: Bool { batches.isEmpty }

  /// Adds `view` to the batch of `group` and `attribute`.
  mutating func add(_ view: ViewID, group: ObservedGroup, attribute: AnyBoundAttribute) {
    var index = batches.count - 1
    let stop = Swift.max(0, batches.count - Self.lookBack)
    while index >= stop {
      // Fields read in place: a copy of a batch would share its views'
      // storage and make the append below copy them all.
      if batches[index].group === group, batches[index].attribute == attribute {
        batches[index].views.append(view)
        return
      }
      index -= 1
    }
    batches.append(Batch(group: group, attribute: attribute, views: [view]))
  }

  /// Hands the batches over, leaving none.
  mutating func take() -> [Batch] {
    defer { batches = [] }
    return batches
  }
}
