// include: Shared/Liked.swift
// include: Shared/Feed.swift
import Trellis

@Sendable func open() {}

struct LikeButton: Component {
  let post: Post
  var body: some Component { Button("Like", send: Liked(postID: post.id)) }
}
