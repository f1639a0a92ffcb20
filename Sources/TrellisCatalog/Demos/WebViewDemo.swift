import Foundation
import Trellis
import TrellisMedia

/// An in-app web view on a page the catalog serves, or any address typed.
enum WebViewDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let server = MediaDemoServer.shared
    return CatalogDemo(
      id: "web-view", title: "Web view",
      summary: "HTML pages as styled text with links, history and errors", scrolls: false
    ) {
      switch server {
      case .success(let server):
        WebView(url: server.url("/pages/index.html"))
      case .failure(let error):
        Text("The local server could not start: \(error)")
      }
    }
  }
}
