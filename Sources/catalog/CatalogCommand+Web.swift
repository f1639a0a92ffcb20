import ArgumentParser
import Foundation
import Trellis
import TrellisCatalog
import TrellisFonts
import TrellisWeb

extension CatalogCommand {
  /// `--web`: serves the catalog to browsers until interrupted, each tab a
  /// session of its own, and prints the URL.
  @MainActor
  func serveWeb(demos: [CatalogDemo], theme: Theme) async throws {
    let fonts: FontFallbackChain
    do {
      fonts = try FontFallbackChain.debian()
    } catch {
      throw ValidationError("--web needs Debian's font packages: \(error)")
    }
    let configuration = WebServerConfiguration(host: host, port: port, title: "Trellis catalog")
    let themes = CatalogTheme.cycle(startingWith: theme)
    let server = try WebServer(configuration: configuration, fonts: fonts) { session in
      session.root.renderSynchronously(CatalogApp(demos: demos, themes: themes))
    }
    let host = host
    try await server.run { port in
      // Written at once, not buffered: a script waiting for the URL on a
      // pipe sees it.
      FileHandle.standardOutput.write(
        Data("Serving the Trellis catalog at http://\(host):\(port)/ (Ctrl-C stops)\n".utf8))
    }
  }
}
