import Trellis

struct Post: Sendable, Hashable, Identifiable {
  let id: Int
  var title: String
}

let posts = [Post(id: 1, title: "Hello")]
let post = posts[0]

struct PostRow: Component {
  let post: Post
  init(post: Post) { self.post = post }
  init(_ post: Post) { self.post = post }
  var body: some Component { Text(post.title) }
}
