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
  /// With no `theme`, each tab follows its browser's `prefers-color-scheme`
  /// until F3 picks a theme.
  func serveWeb(demos: [CatalogDemo], theme: Theme?) async throws {
    let fonts: FontFallbackChain
    do {
      fonts = try FontFallbackChain.debian()
    } catch {
      throw ValidationError("--web needs Debian's font packages: \(error)")
    }
    let configuration = WebServerConfiguration(host: host, port: port, title: "Trellis catalog")
    let theme = theme
    let server = try WebServer(
      configuration: configuration, fonts: fonts, imagePipelines: Catalog.imagePipelines
    ) { session in
      // A cycle per tab: F3 in one tab does not move another's theme.
      let cycle = CatalogTheme.cycle(startingWith: theme ?? .dark)
      session.theme = theme
      session.root.renderSynchronously(CatalogApp(demos: demos, cycle: cycle))
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
