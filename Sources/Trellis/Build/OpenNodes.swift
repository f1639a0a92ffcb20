/// The nodes a ``TreeBuilder`` has open, innermost last, each with how many
/// nodes it has so far. The first entry, node -1, is the top level.
///
/// The first levels are kept inline, in the builder itself: rows are
/// shallow, and a stack on the heap cost an allocation for every row built
/// (and a free on another thread).
struct OpenNodes {
  /// One open node.
  struct Entry {
    var node: Int32
    var children: Int
  }

  /// The first levels' storage; its size is the inline depth.
  private typealias Shallow = InlineArray<8, Entry>
  private static var inlineDepth: Int { Shallow.count }
  private var shallow = Shallow(repeating: Entry(node: -1, children: 0))
  private var deeper: [Entry] = []
  /// How many nodes are open, the top level included.
  private(set) var count = 1

  /// The node opened last and not closed yet (the top level when none is).
  var innermost: Entry {
    get {
      let index = count - 1
      return index < Self.inlineDepth ? shallow[index] : deeper[index - Self.inlineDepth]
    }
    set {
      let index = count - 1
      if index < Self.inlineDepth {
        shallow[index] = newValue
      } else {
        deeper[index - Self.inlineDepth] = newValue
      }
    }
  }

  /// Opens `node`, with no children yet.
  mutating func push(_ node: Int32) {
    let entry = Entry(node: node, children: 0)
    if count < Self.inlineDepth {
      shallow[count] = entry
    } else {
      deeper.append(entry)
    }
    count += 1
  }

  /// Closes the innermost node and returns it. The top level is never
  /// closed.
  mutating func pop() -> Int32 {
    precondition(count > 1, "closing a node that was never opened")
    count -= 1
    return count < Self.inlineDepth ? shallow[count].node : deeper.removeLast().node
  }
}
