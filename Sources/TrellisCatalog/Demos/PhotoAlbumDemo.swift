import Foundation
import Trellis
import TrellisMedia

/// A photo album of the catalog's sample pictures.
enum PhotoAlbumDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let pipeline = MediaDemoServer.pipeline
    let server = MediaDemoServer.shared
    return CatalogDemo(
      id: "photo-album", title: "Photo album",
      summary: "Thumbnail grid and full-screen viewer with captions and zoom"
    ) {
      switch server {
      case .success(let server):
        PhotoAlbum(
          photos: (0..<MediaDemoServer.pictureCount).map { index in
            Photo(
              url: MediaDemoServer.pictureURL(index, on: server),
              caption: "Sample picture \(index + 1)")
          },
          columns: 5, pipeline: pipeline)
      case .failure(let error):
        Text("The local server could not start: \(error)")
      }
    }
  }
}
