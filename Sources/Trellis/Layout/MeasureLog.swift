import TrellisLayout

/// The calls a layout made to its leaves' measure functions, and what they
/// answered, by node: what lets ``LayoutMemo`` give that layout to a tree
/// whose leaves say something else but measure the same.
///
/// The engine is deterministic: given the same styles and the same answers
/// from every measure function, it makes the same calls and finds the same
/// frames. So a tree laid out alike (same shape, styles and rules) whose
/// leaves answer each logged call as the logged leaves did has the logged
/// layout — a text in a fixed-width column cut to one line measures the
/// same whatever it says.
final class MeasureLog: Sendable {
  /// One call to a measure function and its answer.
  struct Call: Sendable {
    let width: Double
    let widthMode: MeasureMode
    let height: Double
    let heightMode: MeasureMode
    let size: LayoutSize
  }

  /// The calls of each node, by node index (empty for nodes not measured).
  private let calls: Locked<[[Call]]>

  /// A log for a tree of `nodeCount` nodes.
  init(nodeCount: Int) {
    calls = Locked(Array(repeating: [], count: nodeCount))
  }

  /// The calls logged, by node index.
  var callsByNode: [[Call]] { calls.withLock { $0 } }

  /// `measure`, logging each call as made for node `index`.
  func logging(_ measure: @escaping MeasureFunction, node index: Int) -> MeasureFunction {
    { [calls] width, widthMode, height, heightMode in
      let size = measure(width, widthMode, height, heightMode)
      let call = Call(
        width: width, widthMode: widthMode, height: height, heightMode: heightMode, size: size)
      calls.withLock { $0[index].append(call) }
      return size
    }
  }
}
