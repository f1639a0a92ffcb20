import Logging
import Synchronization
import Testing
import Trellis
import TrellisBinding
import TrellisTesting

/// Keeps what a logger was asked to log.
private final class LogRecorder: Sendable {
  let lines = Mutex<[String]>([])

  var all: [String] { lines.withLock { $0 } }

  func logger() -> Logger {
    Logger(label: "test") { _ in RecordingHandler(recorder: self) }
  }
}

private struct RecordingHandler: LogHandler {
  let recorder: LogRecorder
  var logLevel: Logger.Level = .trace
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let extra = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    recorder.lines.withLock {
      $0.append(([event.message.description] + extra).joined(separator: " "))
    }
  }
}

@MainActor
@Suite("Binding failures are logged once per kind, paths shortened")
struct FailureLogTests {
  @Test("a 10,000-operator path and 40 rows failing alike log one short line")
  func cappedAndDeduplicated() async throws {
    let recorder = LogRecorder()
    let host = HeadlessHost(size: Size(width: 40, height: 50))
    let binder = Binder(tree: host.tree, logger: recorder.logger())
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let long =
      "bindTo." + Array(repeating: "@superview", count: 10_000).joined(separator: ".")
      + ".dataObject.name"
    await root.render(
      Stack {
        ForEach(0..<40) { _ in Text("").bind("text", toPath: long) }
      })
    await binder.settle()
    #expect(binder.failures.count == 40)
    #expect(binder.failures.allSatisfy { $0.source.count <= Binder.sourceTextLimit })
    #expect(recorder.all.count == 1)
    #expect(recorder.all.allSatisfy { $0.utf8.count < 1_000 })
  }
}
