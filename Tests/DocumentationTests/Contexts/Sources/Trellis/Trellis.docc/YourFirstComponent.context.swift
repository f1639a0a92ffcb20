// include: Shared/Feed.swift
// include: Shared/Headless.swift
import Trellis

struct Person: Hashable, Sendable {
  let number: Int
  let name: String
  let city: String
}

@MainActor let feed = ComponentDataSource<String, Post>(
  sizeRange: SizeRange(width: 80), environment: host.environment
) { post, _ in PostRow(post: post) }
