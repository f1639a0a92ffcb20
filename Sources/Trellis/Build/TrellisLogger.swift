import Logging

/// The core's logger: unhandled actions, build issues, rejected work.
/// Bootstrap swift-log's `LoggingSystem` to route it.
let trellisLogger = Logger(label: "Trellis")
