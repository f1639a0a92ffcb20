import Foundation
import Logging
import Trellis
import TrellisFonts
import TrellisWeb

// The server side of issue 29's load test (Scripts/web-load.py drives it):
// one process serving a clock to every tab, each session's clock ticking
// once a second. A tick's text carries the wall-clock time it was made, in
// milliseconds since 1970, so the load generator can measure tick-to-client.
// Listens on 127.0.0.1 and prints "port N" once bound; stops when its
// standard input closes, so it never outlives the generator.

/// A clock: the tick number and when it was made.
struct ClockFace: Component {
  let tick: Int
  let madeAt: Double

  var body: some Component {
    Stack(alignment: .start) {
      Text("Clock")
      Text("tick \(tick) at \(Int64(madeAt * 1000)) ms").tag("tick")
    }
  }
}

/// Renders the session's clock every second while the session is open.
@MainActor
func startClock(in session: WebSession) {
  session.root.renderSynchronously(ClockFace(tick: 0, madeAt: Date().timeIntervalSince1970))
  Task { @MainActor [weak session] in
    var tick = 0
    while true {
      try? await Task.sleep(for: .seconds(1))
      guard let session else { return }
      tick += 1
      session.root.renderSynchronously(
        ClockFace(tick: tick, madeAt: Date().timeIntervalSince1970))
    }
  }
}

@main
enum WebLoadServer {
  static func main() async throws {
    let sessions = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 1_100
    let fonts = try FontFallbackChain.debian()
    let quiet = Logger(label: "load") { _ in SwiftLogNoOpLogHandler() }
    let configuration = WebServerConfiguration(limits: WebSessionLimits(maximumSessions: sessions))
    let server = try WebServer(configuration: configuration, fonts: fonts, logger: quiet) {
      startClock(in: $0)
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await server.run { port in
          FileHandle.standardOutput.write(Data("port \(port)\n".utf8))
        }
      }
      group.addTask {
        // Ends the server when the generator closes our standard input (a
        // thread of its own blocks reading it).
        await withCheckedContinuation { continuation in
          Thread {
            _ = FileHandle.standardInput.readDataToEndOfFile()
            continuation.resume()
          }.start()
        }
      }
      try await group.next()
      group.cancelAll()
    }
  }
}
