import Benchmark
import Foundation
import TrellisCatalog
import TrellisTerminal

// Issue 22's targets: the catalog's first frame under 100 ms and every demo
// open in under 50 ms (release). Each iteration renders a screen from
// nothing on a 100 × 30 in-memory terminal: the demo's preparation, build,
// layout off the main actor, mount, the settling of embedded lists, and the
// first frame's cells. Process start-up is measured apart, with
// `time .build/release/catalog --snapshot home` (see the closing note).

let size = TerminalSize(columns: 100, rows: 30)

@MainActor
func firstFrame(of screen: String, demos: [CatalogDemo]) async -> MemoryTerminal {
  do {
    return try await CatalogSnapshot.render(page: screen, demos: demos, size: size)
  } catch {
    preconditionFailure("the catalog's \(screen) screen does not render: \(error)")
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 200)

  Benchmark("catalog: home, from nothing to the first frame") { @MainActor benchmark async in
    for _ in benchmark.scaledIterations {
      let terminal = await firstFrame(of: Catalog.homeID, demos: Catalog.demos())
      blackHole(terminal)
    }
  }

  // One benchmark per demo (`catalog --list`). The list is written out:
  // benchmarks are registered off the main actor, where `Catalog.demos()`
  // cannot be called. The demos are made once: opening is what is measured.
  let ids = [
    "text", "buttons", "text-input", "controls", "progress", "images", "layout",
    "layout-playground", "scroll", "long-list", "feed", "modal", "tables", "forms",
    "licence-query", "trip", "network-images", "photo-album", "web-view", "attributed-text",
    "badges", "launcher", "bindings", "characters",
  ]
  // The media demos' figures above include fetching and decoding their
  // pictures (a new pipeline per sample: nothing cached), because the
  // snapshot waits for them. The app draws its first frame before: the
  // pictures show as placeholders, then fill in. That frame, as the app
  // draws it when a demo is chosen:
  for id in ["network-images", "photo-album", "web-view"] {
    Benchmark("catalog: open \(id), first frame before its pictures arrive") {
      @MainActor benchmark async in
      let demos = Catalog.demos()
      for _ in benchmark.scaledIterations {
        do {
          let loop = TerminalRunLoop(
            backend: MemoryTerminal(width: size.columns, height: size.rows), size: size,
            capabilities: TerminalCapabilities(colorDepth: .trueColor))
          try await loop.show(CatalogApp(demos: demos, initialDemo: id))
          await loop.root.settleRenders()
          try loop.drawFrame()
          blackHole(loop.display.backend)
        } catch {
          preconditionFailure("the catalog's \(id) screen does not render: \(error)")
        }
      }
    }
  }

  for id in ids {
    Benchmark("catalog: open \(id)") { @MainActor benchmark async in
      let demos = Catalog.demos()
      for _ in benchmark.scaledIterations {
        let terminal = await firstFrame(of: id, demos: demos)
        blackHole(terminal)
      }
    }
  }
}
