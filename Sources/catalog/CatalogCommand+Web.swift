import ArgumentParser
import Foundation
import Trellis
import TrellisCatalog
import TrellisFonts
import TrellisWeb

extension CatalogCommand {
  /// `--web`: serves the catalog to browsers until interrupted, each tab a
  /// session of its own, and prints the URL.
  ///
  /// Each tab runs its own ``CatalogShell``, as the terminal does: its own
  /// demos (a demo's navigator, tables and screen-file reloader belong to
  /// one screen, so two tabs never share them and each tab's page follows
  /// a saved screen file in place), theme cycle, command palette and
  /// overview. A tab has no Quit: its user closes it.
  @MainActor
  /// With `followsBrowser`, each tab follows its browser's
  /// `prefers-color-scheme` until F3 picks a theme.
  func serveWeb(theme: Theme, followsBrowser: Bool) async throws {
    let fonts: FontFallbackChain
    do {
      fonts = try FontFallbackChain.debian()
    } catch {
      throw ValidationError("--web needs Debian's font packages: \(error)")
    }
    let configuration = WebServerConfiguration(
      host: host, port: port, title: "Trellis catalog", allowedOrigins: Set(origins))
    let theme = theme
    let server = try WebServer(
      configuration: configuration, fonts: fonts, imagePipelines: Catalog.imagePipelines
    ) { session in
      let shell = CatalogShell(theme: theme, canQuit: false)
      session.theme = followsBrowser ? nil : theme
      if followsBrowser {
        // F3 goes on from the theme the page shows: from the shell's
        // first theme, it could switch to the very theme already shown.
        session.onColorScheme = { [weak session] _ in
          guard let session, session.theme == nil,
            let shown = shell.cycle.themes.firstIndex(of: session.resolvedTheme.theme)
          else { return }
          shell.cycle.select(shown)
        }
      }
      session.root.renderSynchronously(shell.app)
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
