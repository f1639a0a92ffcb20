/// NaN stands for "undefined" inside the engine, as in Yoga; these helpers keep that
/// convention readable.
extension Double {
  @inline(__always) var isDefined: Bool { !isNaN }
}

/// The larger of two values, ignoring an undefined one.
@inline(__always)
func maxOrDefined(_ a: Double, _ b: Double) -> Double {
  // `Swift.max(a, b)` when both are defined (the same operand on ties), in one test.
  b >= a || a.isNaN ? b : a
}

/// The smaller of two values, ignoring an undefined one.
@inline(__always)
func minOrDefined(_ a: Double, _ b: Double) -> Double {
  // `Swift.min(a, b)` when both are defined (the same operand on ties), in one test.
  b < a || a.isNaN ? b : a
}

/// Equality within Yoga's epsilon; two undefined values are equal.
@inline(__always)
func inexactEquals(_ a: Double, _ b: Double) -> Bool {
  if a.isDefined && b.isDefined { return abs(a - b) < 0.0001 }
  return a.isNaN && b.isNaN
}

/// A non-negative finite number, or NaN.
@inline(__always)
func sanitizedSize(_ value: Double) -> Double {
  value.isFinite && value >= 0 ? value : .nan
}
