import Trellis

/// The views one change sets at once, per attribute and value: the
/// group's value as read, or a typed binding's formatted value.
struct ChangeBatches {
  /// Views getting `value` (formatted) or the group's value on `attribute`.
  struct Batch {
    let attribute: AnyBoundAttribute
    let value: Any?
    let formatted: Bool
    var views: [ViewID]
  }

  /// The most distinct formatted values batched for one change: views
  /// formatting to yet another value are set one by one, so a change
  /// whose views all format differently costs no quadratic search.
  static let formattedLimit = 4

  private(set) var batches: [Batch] = []
  private var formattedCount = 0

  /// Adds `view` to the batch at `index` (one ``add(_:attribute:value:formatted:)``
  /// returned for a view showing the same).
  mutating func add(_ view: ViewID, toBatchAt index: Int) {
    batches[index].views.append(view)
  }

  /// Adds `view` to the batch of its attribute and value and returns the
  /// batch's index; `nil` when a formatted value would need a batch past
  /// ``formattedLimit``.
  @discardableResult
  mutating func add(_ view: ViewID, attribute: AnyBoundAttribute, value: Any?, formatted: Bool)
    -> Int?
  {
    // Fields read in place: a copy of a batch would share its views'
    // storage and make the append below copy them all.
    var index = batches.count - 1
    while index >= 0 {
      if batches[index].formatted == formatted, batches[index].attribute == attribute,
        !formatted || Self.isSame(batches[index].value, value)
      {
        batches[index].views.append(view)
        return index
      }
      index -= 1
    }
    if formatted {
      guard formattedCount < Self.formattedLimit else { return nil }
      formattedCount += 1
    }
    batches.append(Batch(attribute: attribute, value: value, formatted: formatted, views: [view]))
    return batches.count - 1
  }

  /// Whether two formatted values are equal; text (the usual formatter's
  /// output) compared without going through `Equatable` existentials.
  private static func isSame(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
      if let lhs = lhs as? String, let rhs = rhs as? String { return lhs == rhs }
      return DataObject(lhs).isSameObject(as: rhs)
    default: return false
    }
  }
}
