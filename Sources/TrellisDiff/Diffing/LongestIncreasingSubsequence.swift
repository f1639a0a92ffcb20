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
  private var tails: [Int] = []
  /// For each position, the previous position on its subsequence.
  private var previous: [Int] = []
  /// Whether each position lies on the chosen subsequence.
  @usableFromInline private(set) var isOnSubsequence: [Bool] = []

  @usableFromInline init() {}

  /// Marks, in ``isOnSubsequence``, one longest strictly increasing
  /// subsequence of `values[0..<count]`.
  @usableFromInline
  mutating func mark(_ values: [Int], count: Int) {
    tails.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    previous.reserveCapacity(count)
    for i in 0..<count {
      let value = values[i]
      if let last = tails.last, values[last] >= value {
        // Replace the first tail that is not smaller than `value`.
        var low = 0
        var high = tails.count - 1
        while low < high {
          let mid = (low + high) / 2
          if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        previous.append(low > 0 ? tails[low - 1] : -1)
        tails[low] = i
      } else {
        previous.append(tails.last ?? -1)
        tails.append(i)
      }
    }
    isOnSubsequence.removeAll(keepingCapacity: true)
    isOnSubsequence.append(contentsOf: repeatElement(false, count: count))
    var position = tails.last ?? -1
    while position >= 0 {
      isOnSubsequence[position] = true
      position = previous[position]
    }
  }
}
