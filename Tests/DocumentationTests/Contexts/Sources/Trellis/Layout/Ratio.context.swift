struct Video: Sendable {
  let thumbnail: String
}

let video = Video(thumbnail: "https://example.com/thumbnail.png")
