/// Finds a longest increasing subsequence, reusing its buffers across calls
/// so that diffing many sections does not allocate per section.
///
/// Items matched between old and new data are listed in old order by their
/// new index; the ones on a longest increasing subsequence keep their
/// relative order and need no move, all others must move. Keeping the
/// longest such subsequence is what makes the number of moves minimal.
/// Patience sorting finds it in O(k log k), and O(k) when the sequence is
/// already increasing (the common case of few moves).
@usableFromInline
struct LongestIncreasingSubsequence {
  /// Positions (into the values) of the smallest tail of each length.
  private var tails: [Int32] = []
  /// For each position, the previous position on its subsequence.
  private var previous: [Int32] = []
  /// Whether each position lies on the chosen subsequence.
  @usableFromInline private(set) var isOnSubsequence: [Bool] = []

  @usableFromInline init() {}

  /// Marks, in ``isOnSubsequence``, one longest strictly increasing
  /// subsequence of `values[0..<count]`.
  @usableFromInline
  mutating func mark(_ values: [Int32], count: Int) {
    isOnSubsequence.removeAll(keepingCapacity: true)
    let increasing = values.withUnsafeBufferPointer { values in
      var k = 1
      while k < count && values[k - 1] < values[k] { k += 1 }
      return k >= count
    }
    if increasing {
      // Nothing moved: everything stays, no bookkeeping needed.
      isOnSubsequence.append(contentsOf: repeatElement(true, count: count))
      return
    }
    isOnSubsequence.append(contentsOf: repeatElement(false, count: count))
    tails.removeAll(keepingCapacity: true)
    tails.append(contentsOf: repeatElement(0, count: count))
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: repeatElement(0, count: count))
    values.withUnsafeBufferPointer { values in
      tails.withUnsafeMutableBufferPointer { tails in
        previous.withUnsafeMutableBufferPointer { previous in
          isOnSubsequence.withUnsafeMutableBufferPointer { marks in
            var length = 0
            for i in 0..<count {
              let value = values[i]
              var low = 0
              if length > 0 && values[Int(tails[length - 1])] < value {
                low = length
              } else {
                // The first tail that is not smaller than `value`.
                var high = length
                while low < high {
                  let mid = (low + high) / 2
                  if values[Int(tails[mid])] < value { low = mid + 1 } else { high = mid }
                }
              }
              previous[i] = low > 0 ? tails[low - 1] : -1
              tails[low] = Int32(truncatingIfNeeded: i)
              if low == length { length += 1 }
            }
            var position = length > 0 ? Int(tails[length - 1]) : -1
            while position >= 0 {
              marks[position] = true
              position = Int(previous[position])
            }
          }
        }
      }
    }
  }
}
