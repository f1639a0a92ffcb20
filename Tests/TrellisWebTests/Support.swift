import Foundation
import Trellis
import TrellisFonts
import TrellisWeb

/// A counter: a button and the number of presses, what the session tests
/// click.
struct CounterScreen: StatefulComponent {
  func initialState() -> Int { 0 }

  func body(state: Int, scope: Scope<Int>) -> some Component {
    Stack(alignment: .start) {
      Text("Presses: \(state)").tag("count")
      Button("Press") { scope.mutate { $0 += 1 } }.tag("press")
    }
  }
}

/// The fonts every test measures with, loaded once.
enum TestFonts {
  static let chain: FontFallbackChain = {
    do {
      return try FontFallbackChain.debian()
    } catch {
      fatalError("Debian's font packages are needed: \(error)")
    }
  }()

  static var environment: LayoutEnvironment {
    .webPixels(measurer: ProportionalTextMeasurer(fonts: chain, fontSize: 16))
  }
}
