public import Trellis

/// A table placed in a component tree with `Embedded(table)`: it fills the
/// view it is given, lays its rows out at that view's width, and keeps its
/// scroll position when the tree is rebuilt or the window resized.
///
/// ```swift
/// struct Inbox: Component {
///   let table: TableView
///   var body: some Component {
///     Stack {
///       Text("Inbox").bold()
///       Embedded(table)
///     }
///   }
/// }
/// ```
extension TableView: Embeddable {
  /// Mounts the table in `view`, laid out at `size`'s width in the host's
  /// environment: a table made for one host's units (`environment:
  /// .characterGrid()`) lays its rows out again in another's (a browser's
  /// pixels) when embedded there, in the same data source (the list asks
  /// it to, `ComponentDataSource.setEnvironment(_:)`), keeping the rows'
  /// identity and state and the first visible row.
  public func mount(host: any Host, in view: ViewID, size: Size) {
    let offset = list == nil ? savedOffset : unmountList()
    relayout(width: size.width)
    mount(host: host, parent: view, frame: Rect(origin: .zero, size: size))
    list?.scroll(to: offset)
  }

  /// Resizes the table to the view's new size.
  public func resize(to size: Size) {
    resize(to: Rect(origin: .zero, size: size))
  }

  /// Removes the table's views, remembering the scroll position.
  public func unmount() {
    guard list != nil else { return }
    savedOffset = unmountList()
  }
}
