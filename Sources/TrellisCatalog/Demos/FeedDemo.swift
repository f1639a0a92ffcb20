import Trellis
import TrellisDiff

/// A ComponentKit-style feed: hundreds of posts in several styles through
/// the asynchronous data source, state inside the cells, new posts arriving.
enum FeedDemo {
  /// The posts at start.
  static let initialCount = 300

  /// The demo; a new post arrives every `newPostInterval` while it is shown
  /// (`nil`: only when `n` is pressed, as tests want).
  @MainActor
  static func make(newPostInterval: Duration? = .seconds(8)) -> CatalogDemo {
    let feed = FeedContent(newPostInterval: newPostInterval)
    let prepare: @MainActor @Sendable () async -> Void = { await feed.load().value }
    return CatalogDemo(
      id: "feed", title: "Feed",
      summary: "300 posts in four styles: tap to expand, like; new posts arrive as you read",
      scrolls: false, keys: [DemoKey(KeyPress("n"), "New post") { feed.deliverNewPost() }],
      prepare: prepare
    ) {
      Embedded(feed).flex(grow: 1, shrink: 1)
    }
  }
}

/// One post of the feed.
struct FeedPost: Hashable, Sendable, Identifiable {
  /// The four looks of ComponentKit's sample quotes.
  enum Style: CaseIterable, Sendable {
    case plain, framed, sombre, warm
  }

  let id: Int
  let author: String
  let text: String
  let style: Style
  let likes: Int

  /// The `index`th post of the endless sample feed: the same every run.
  static func sample(_ index: Int) -> FeedPost {
    let sayings = FeedSamples.sayings
    let authors = FeedSamples.authors
    let text = sayings[index % sayings.count]
    // Every third post is long, to show expanding.
    let long = index.isMultiple(of: 3) ? " " + sayings[(index * 7 + 3) % sayings.count] : ""
    return FeedPost(
      id: index, author: authors[(index * 5) % authors.count], text: text + long,
      style: Style.allCases[index % Style.allCases.count], likes: (index * 37) % 120)
  }
}

/// The feed's list, loaded once, with a new post now and then while shown.
@MainActor
private final class FeedContent: Embeddable {
  private let list: VirtualList<String, FeedPost>
  private var posts: [FeedPost] = []
  private var loading: Task<Void, Never>?
  private var arrivals: Task<Void, Never>?
  private var nextID = FeedDemo.initialCount
  private let newPostInterval: Duration?
  /// The width kept free beside the posts for the scroll bar.
  private var scrollBarWidth = 1.0

  init(newPostInterval: Duration?) {
    self.newPostInterval = newPostInterval
    // Laid out on the catalog's grid until shown: a host that measures
    // otherwise (a browser's pixels) has the data source lay the posts
    // out again in its units.
    let environment = LayoutEnvironment.characterGrid()
    let dataSource = ComponentDataSource<String, FeedPost>(
      sizeRange: SizeRange(width: 98), environment: environment,
      building: .onDemand(estimatedHeight: 5 * environment.lineHeight)
    ) { post, _ in
      FeedPostCell(post: post).key(post.id)
    }
    list = VirtualList(dataSource)
  }

  func load() -> Task<Void, Never> {
    if let loading { return loading }
    posts = (0..<FeedDemo.initialCount).map(FeedPost.sample)
    let dataSource = list.dataSource
    let sections = [ListSection("Feed", items: posts)]
    let task = Task { @MainActor () -> Void in
      try? await dataSource.apply(Changeset(sectionInserts: [0]), to: sections)
    }
    loading = task
    return task
  }

  /// A new post at the top, as a feed does while you read it: applied at
  /// once (one item is quick to build), after anything still queued.
  func deliverNewPost() {
    let post = FeedPost.sample(nextID)
    nextID += 1
    posts.insert(post, at: 0)
    var builder = Changeset.Builder()
    builder.insertItem(at: ItemPath(section: 0, item: 0))
    guard let changes = try? builder.build(oldCounts: [posts.count - 1], newCounts: [posts.count])
    else { return }
    try? list.dataSource.applySynchronously(changes, to: [ListSection("Feed", items: posts)])
  }

  func mount(host: any Host, in view: ViewID, size: Size) {
    _ = load()
    // The scroll bar's room: a column on a grid, a step of a browser's
    // spacing scale (a unit there is a pixel).
    scrollBarWidth = host.environment.controlMetrics.spacingStep
    list.dataSource.setSizeRange(SizeRange(width: max(1, size.width - scrollBarWidth)))
    list.mount(host: host, in: view, size: size)
    guard let newPostInterval else { return }
    arrivals = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: newPostInterval)
        guard !Task.isCancelled else { return }
        self?.deliverNewPost()
      }
    }
  }

  func resize(to size: Size) {
    list.dataSource.setSizeRange(SizeRange(width: max(1, size.width - scrollBarWidth)))
    list.resize(to: size)
  }

  func settle() async { await list.settle() }

  func unmount() {
    arrivals?.cancel()
    arrivals = nil
    list.unmount()
  }
}

/// A post: author, text (two lines until expanded), likes. Whether it is
/// expanded or liked is the cell's own state, kept by the data source
/// while the post scrolls out of view and back.
private struct FeedPostCell: StatefulComponent {
  let post: FeedPost

  struct State: Hashable, Sendable {
    var isExpanded = false
    var isLiked = false
  }

  func initialState() -> State { State() }

  func body(state: State, scope: Scope<State>) -> some Component {
    let likes = post.likes + (state.isLiked ? 1 : 0)
    let content = Stack(spacing: 0, alignment: .stretch) {
      Stack(.horizontal, spacing: 1) {
        Text(post.author).bold().foregroundColor(authorColor)
        Text("· post \(post.id)").foregroundColor(.brightBlack)
      }.scaled()
      quote.lineLimit(state.isExpanded ? nil : 2).tag("text-\(post.id)")
      Stack(.horizontal, spacing: 2) {
        Button(state.isLiked ? "♥ Liked \(likes)" : "♡ Like \(likes)") {
          scope.mutate { $0.isLiked.toggle() }
        }.tag("like-\(post.id)")
        if post.text.count > 80 {
          Button(state.isExpanded ? "Less" : "More") {
            scope.mutate { $0.isExpanded.toggle() }
          }.tag("more-\(post.id)")
        }
      }.scaled()
    }
    return Stack(spacing: 0, alignment: .stretch) {
      switch post.style {
      case .plain: content.padding(steps: EdgeInsets(horizontal: 1, vertical: 0))
      case .framed: content.padding(steps: EdgeInsets(horizontal: 3, vertical: 0))
      case .sombre:
        content.padding(steps: EdgeInsets(horizontal: 1, vertical: 0)).backgroundColor(.black)
      case .warm:
        content.padding(steps: EdgeInsets(horizontal: 2, vertical: 0)).backgroundColor(.yellow)
      }
      Divider()
    }
  }

  private var quote: Text {
    switch post.style {
    case .plain: Text(post.text)
    case .framed: Text("“\(post.text)”").italic()
    case .sombre: Text(post.text).foregroundColor(.brightWhite)
    case .warm: Text(post.text).foregroundColor(.black)
    }
  }

  private var authorColor: Color {
    switch post.style {
    case .plain: .brightGreen
    case .framed: .brightCyan
    case .sombre: .brightYellow
    case .warm: .black
    }
  }
}
