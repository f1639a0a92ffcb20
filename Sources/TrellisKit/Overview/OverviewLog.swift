public import Logging
import Trellis

/// One message the overview's log console shows.
public struct OverviewLogEntry: Sendable, Equatable {
  /// The message's level.
  public var level: Logger.Level
  /// The logger's label.
  public var label: String
  /// The message, with its metadata appended.
  public var message: String

  /// A message at `level` from the logger labelled `label`.
  public init(level: Logger.Level, label: String, message: String) {
    self.level = level
    self.label = label
    self.message = message
  }
}

/// The last messages logged, kept for the overview's log console: a
/// bounded ring, safe to write from any thread.
///
/// `LoggingSystem.bootstrap` can be called once per process, so the app
/// installs the store's handler itself, next to its usual one:
///
/// ```swift
/// import Logging
/// import TrellisKit
/// import TrellisTerminal
///
/// let log = OverviewLog()
/// LoggingSystem.bootstrap { label in
///   MultiplexLogHandler([StreamLogHandler.standardError(label: label), log.handler(label: label)])
/// }
/// try await TerminalApp().run(MyApp().overview(log: log))
/// ```
public final class OverviewLog: Sendable {
  /// How many messages are kept; older ones are dropped.
  public let capacity: Int
  private let storage: Locked<Storage>

  private struct Storage {
    var ring: [OverviewLogEntry] = []
    /// Where the next message goes once the ring is full.
    var next = 0
    var count = 0
  }

  /// A log keeping the last `capacity` messages (at least one).
  public init(capacity: Int = 200) {
    self.capacity = max(capacity, 1)
    storage = Locked(Storage())
  }

  /// Adds a message, dropping the oldest when full.
  public func append(_ entry: OverviewLogEntry) {
    let capacity = capacity
    storage.withLock { storage in
      if storage.ring.count < capacity {
        storage.ring.append(entry)
      } else {
        storage.ring[storage.next] = entry
        storage.next = (storage.next + 1) % capacity
      }
      storage.count += 1
    }
  }

  /// The messages kept, oldest first.
  public var entries: [OverviewLogEntry] {
    storage.withLock { storage in
      Array(storage.ring[storage.next...] + storage.ring[..<storage.next])
    }
  }

  /// How many messages were ever appended (kept or dropped).
  public var totalCount: Int { storage.withLock { $0.count } }

  /// A handler writing to this log for the logger labelled `label`, for
  /// `LoggingSystem.bootstrap` (usually inside a `MultiplexLogHandler`).
  public func handler(label: String, logLevel: Logger.Level = .info) -> OverviewLogHandler {
    OverviewLogHandler(label: label, log: self, logLevel: logLevel)
  }
}

/// A swift-log handler that keeps messages in an ``OverviewLog``.
public struct OverviewLogHandler: LogHandler {
  /// The logger's label.
  public let label: String
  /// Where messages go.
  public let log: OverviewLog
  /// The lowest level kept.
  public var logLevel: Logger.Level
  /// Metadata added to every message.
  public var metadata: Logger.Metadata = [:]
  /// Adds contextual metadata when a message is logged.
  public var metadataProvider: Logger.MetadataProvider?

  /// A handler for `label` writing to `log`.
  public init(label: String, log: OverviewLog, logLevel: Logger.Level = .info) {
    self.label = label
    self.log = log
    self.logLevel = logLevel
  }

  /// Keeps the message, with its metadata.
  public func log(event: LogEvent) {
    var all = metadata
    if let provided = metadataProvider?.get() { all.merge(provided) { $1 } }
    if let extra = event.metadata { all.merge(extra) { $1 } }
    var text = "\(event.message)"
    if !all.isEmpty {
      text +=
        " "
        + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        .joined(separator: " ")
    }
    log.append(OverviewLogEntry(level: event.level, label: label, message: text))
  }

  /// The metadata value for `key`.
  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
}
