/// A list that keeps its first element in place and only the rest in
/// an array: a list of one, what nearly every bound view has, costs no
/// allocation (an empty array is a shared constant).
///
/// It behaves as an `Array` of the same elements under appending, reading
/// and writing in place (`InlineFirstListTests` checks this against one).
struct InlineFirstList<Element>: RandomAccessCollection, MutableCollection {
  private var head: Element?
  private var rest: [Element] = []

  /// An empty list.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { head == nil ? 0 : 1 + rest.count }

  subscript(position: Int) -> Element {
    get {
      if position == 0, let head { return head }
      precondition(position > 0, "InlineFirstList index out of range")
      return rest[position - 1]
    }
    set {
      if position == 0, head != nil {
        head = newValue
        return
      }
      precondition(position > 0, "InlineFirstList index out of range")
      rest[position - 1] = newValue
    }
  }

  /// Adds `element` at the end.
  mutating func append(_ element: Element) {
    if head == nil {
      head = element
    } else {
      rest.append(element)
    }
  }
}
