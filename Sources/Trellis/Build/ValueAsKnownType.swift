/// Calls `body` with a pointer to `value` seen as a `Known`, for a generic
/// value whose type the caller matched to `Known` by casting its metatype.
/// A pointer, not a copy: `pointee.method()` runs on the value in place, so
/// a component is not copied (and the arrays it holds retained) on its way
/// into the builder.
///
/// The builder finds out what a component is (primitive, stateful,
/// controlled) by casting `C.self`: casting the value to an existential
/// instead would copy it into a heap box whenever it is larger than three
/// words, which most decorated components are, once per component per
/// build.
@inline(__always)
func withValue<Value, Known, Result>(
  _ value: Value, as known: Known.Type, _ body: (UnsafePointer<Known>) -> Result
) -> Result {
  precondition(Value.self == Known.self, "\(Value.self) is not \(Known.self)")
  return withUnsafePointer(to: value) { pointer in
    pointer.withMemoryRebound(to: Known.self, capacity: 1, body)
  }
}
