import Trellis

/// A scroll view with more content than fits.
enum ScrollDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "scroll", title: "Scroll view",
      summary: "Scrolling with the wheel, PgUp/PgDn, and a scroll bar", scrolls: false
    ) {
      ScrollView {
        for line in 1...200 {
          Text("Line \(line) of 200: scroll with the mouse wheel or PgUp/PgDn")
        }
      }.tag("scroll")
    }
  }
}
