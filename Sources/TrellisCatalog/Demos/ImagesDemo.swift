import Trellis

/// Images, shown as boxes with their alternative text.
enum ImagesDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "images", title: "Images", summary: "Image placeholders with alternative text"
    ) {
      Stack(.horizontal, spacing: 2, alignment: .start) {
        Image(named: "logo", altText: "Trellis logo")
          .frame(characters: 20, lines: 5)
        Image(url: "https://example.com/cat.jpg", placeholder: "Loading…", altText: "A cat")
          .frame(characters: 16, lines: 5)
        Image(named: "avatar", altText: "Avatar").frame(characters: 10, lines: 3)
      }.scaled()
    }
  }
}
