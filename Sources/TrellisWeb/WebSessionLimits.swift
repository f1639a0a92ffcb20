public import Trellis

/// How much one server, and each of its sessions, may be made to hold and
/// do by the pages it serves (see <doc:ServingTheWeb>): a server others can
/// reach bounds what a hostile or broken page costs it.
///
/// Every limit is checked before the work or the memory it bounds, and a
/// refusal reaches the page as an `error` message naming a
/// ``WebSessionLimitError`` (with a close code where the session cannot go
/// on). The defaults suit a server of about a thousand tabs: at most a few
/// megabytes per misbehaving tab, nothing a person typing, clicking or
/// scrolling comes near.
public struct WebSessionLimits: Sendable, Equatable {
  /// The most sessions open at once (default 1,024). A tab past it is told
  /// ``WebSessionLimitError/tooManySessions(limit:)`` and its socket closed
  /// with code 1013 ("try again later").
  public var maximumSessions: Int
  /// The messages per second a session's page may send, on average
  /// (default 100: key repeat is about 30, a wheel or drag about 60).
  public var messagesPerSecond: Double
  /// The messages a page may send at once above the average rate (default
  /// 200): a token bucket of this size, refilled at
  /// ``messagesPerSecond``. A message past it is dropped unread and
  /// answered, once per run of refusals, with
  /// ``WebSessionLimitError/rateLimited(messagesPerSecond:burst:)``.
  public var messageBurst: Int
  /// The refused messages in a row after which the session ends (default
  /// 1,000): its socket is closed with code 1008 ("policy violation") and
  /// ``WebSessionLimitError/flooding(refused:)``.
  public var maximumRefusedMessages: Int
  /// The bytes of messages to the page a session may hold while the page
  /// does not read them (default 1 MiB). Past it the session stops queuing
  /// changes; once the page has read what was queued it sends the whole
  /// tree afresh (a `journal` with `"reset":true`), so a page that reads
  /// slowly or not at all costs at most this plus one message.
  public var maximumQueuedBytes: Int
  /// How long a page may leave a message to it unread before the server
  /// gives up on it (default 30 seconds). A page that reads slowly resets
  /// the clock with each message it takes; one that reads nothing while
  /// messages wait for it (a frozen machine, a link that went away without
  /// a word, a client that never reads) has its session closed and freed
  /// between this and 1.25 times this after its last read: the server
  /// cannot tell it why, as it reads nothing, so its connection is closed
  /// at once (a browser reports code 1006) and
  /// ``WebServer/sessionEvents`` hears
  /// ``WebSessionLimitError/stalled(timeout:)``.
  public var stalledPageTimeout: Duration
  /// The largest viewport a page may report, in CSS pixels (default
  /// 32,768 × 32,768: an 8K screen zoomed out to 25 %). Views are made
  /// for what the viewport shows, so this bounds a lazy list's rows.
  public var maximumViewportSize: Size
  /// The most UTF-8 bytes of text a page may type into one text field or
  /// area (default 256 KiB). Each message adds little, but typing goes on
  /// for as long as the page likes; a key that would pass it is refused
  /// with ``WebSessionLimitError/fieldTextTooLong(limit:)``.
  public var maximumFieldTextBytes: Int

  /// Limits; every value has the default documented on its property.
  public init(
    maximumSessions: Int = 1_024, messagesPerSecond: Double = 100, messageBurst: Int = 200,
    maximumRefusedMessages: Int = 1_000, maximumQueuedBytes: Int = 1 << 20,
    maximumViewportSize: Size = Size(width: 32_768, height: 32_768),
    maximumFieldTextBytes: Int = 256 << 10, stalledPageTimeout: Duration = .seconds(30)
  ) {
    self.stalledPageTimeout = stalledPageTimeout
    self.maximumFieldTextBytes = maximumFieldTextBytes
    self.maximumSessions = maximumSessions
    self.messagesPerSecond = messagesPerSecond
    self.messageBurst = messageBurst
    self.maximumRefusedMessages = maximumRefusedMessages
    self.maximumQueuedBytes = maximumQueuedBytes
    self.maximumViewportSize = maximumViewportSize
  }
}

/// A page's message or connection refused by the server's
/// ``WebSessionLimits``; the page hears it as an `error` message whose
/// `"code"` is the case's name.
public enum WebSessionLimitError: Error, Equatable, Sendable {
  /// The server has ``WebSessionLimits/maximumSessions`` sessions open; the
  /// socket is closed with code 1013.
  case tooManySessions(limit: Int)
  /// The page sent faster than ``WebSessionLimits/messagesPerSecond`` past
  /// its ``WebSessionLimits/messageBurst``; the message was dropped.
  case rateLimited(messagesPerSecond: Double, burst: Int)
  /// The page kept sending over its rate for
  /// ``WebSessionLimits/maximumRefusedMessages`` messages in a row; the
  /// socket is closed with code 1008.
  case flooding(refused: Int)
  /// A `resize` asked for more than
  /// ``WebSessionLimits/maximumViewportSize``; the tree keeps its size.
  case viewportTooLarge(Size, limit: Size)
  /// A key would make the focused field's text longer than
  /// ``WebSessionLimits/maximumFieldTextBytes``; the text stays as it was.
  case fieldTextTooLong(limit: Int)
  /// The page left messages to it unread for
  /// ``WebSessionLimits/stalledPageTimeout``; its connection was closed and
  /// its session freed.
  case stalled(timeout: Duration)
  /// The page sent a message of more than
  /// ``WireFormat/maximumClientMessageBytes``, in one frame or in several;
  /// it was not read, and the socket is closed with code 1009 ("message
  /// too big"). (A single frame past ``WireFormat/maximumClientFrameBytes``
  /// is closed with 1009 before the session sees it, without this error.)
  case messageTooLarge(limit: Int)

  /// The case's name, the `error` message's `"code"`.
  public var code: String {
    switch self {
    case .tooManySessions: "tooManySessions"
    case .rateLimited: "rateLimited"
    case .flooding: "flooding"
    case .viewportTooLarge: "viewportTooLarge"
    case .fieldTextTooLong: "fieldTextTooLong"
    case .stalled: "stalled"
    case .messageTooLarge: "messageTooLarge"
    }
  }
}
