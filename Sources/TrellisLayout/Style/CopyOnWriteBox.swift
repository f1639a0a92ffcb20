/// Heap storage for a style's rarely set values, shared by copies of the value that owns it
/// until one of them changes (copy on write).
///
/// Owners keep a `CopyOnWriteBox?` that is `nil` exactly when the boxed value would equal
/// its default, so that a value with nothing set costs one null pointer, copies of it cost
/// nothing, and equal owners have equal optionals (synthesised `==` and `hash(into:)` stay
/// correct).
///
/// `@unchecked Sendable`: the box is mutated only through ``CopyOnWriteBox/modify(_:default:_:)``,
/// which first makes sure the box is uniquely referenced, so no other copy — and so no other
/// thread — can see a box while it changes.
final class CopyOnWriteBox<Value: Hashable & Sendable>: @unchecked Sendable {
  private(set) var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Changes the value held by `box` (the default when `box` is `nil`), copying the box
  /// first when another owner shares it, and leaves `nil` when the result is the default.
  @inline(__always)
  static func modify(
    _ box: inout CopyOnWriteBox?, default defaultValue: Value, _ change: (inout Value) -> Void
  ) {
    if box == nil {
      var value = defaultValue
      change(&value)
      if value != defaultValue { box = CopyOnWriteBox(value) }
      return
    }
    // No other local reference may exist here, or the box would never count as unique.
    if !isKnownUniquelyReferenced(&box) {
      box = CopyOnWriteBox(box.unsafelyUnwrapped.value)
    }
    change(&box!.value)
    if box.unsafelyUnwrapped.value == defaultValue { box = nil }
  }
}

extension CopyOnWriteBox: Equatable {
  static func == (lhs: CopyOnWriteBox, rhs: CopyOnWriteBox) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }
}

extension CopyOnWriteBox: Hashable {
  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
