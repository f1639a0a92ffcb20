import Foundation
import Trellis
import TrellisMedia

/// A feed of network images served by the catalog itself.
enum NetworkImagesDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let pipeline = MediaDemoServer.pipeline
    let server = MediaDemoServer.shared
    return CatalogDemo(
      id: "network-images", title: "Network images",
      summary: "Images fetched over HTTP, cached, downscaled and drawn"
    ) {
      switch server {
      case .success(let server):
        Stack(spacing: 1, alignment: .stretch) {
          Text("Served on 127.0.0.1:\(server.port); the last one is missing on purpose.")
          ComponentArray(
            (0..<MediaDemoServer.pictureCount + 1).map { index in
              let url =
                index < MediaDemoServer.pictureCount
                ? MediaDemoServer.pictureURL(index, on: server) : server.url("/images/missing.png")
              return AnyComponent(
                Stack(.horizontal, spacing: 2, alignment: .center) {
                  NetworkImage(
                    url: url, characters: 16, lines: 6, altText: "Picture \(index + 1)",
                    pipeline: pipeline)
                  Text("Picture \(index + 1) — \(url.lastPathComponent)")
                }.scaled()
                  .key(index))
            })
        }.scaled()
      case .failure(let error):
        Text("The local server could not start: \(error)")
      }
    }
  }
}
