/// The version and limits of the messages between the server and the page
/// (see <doc:TheWireFormat>).
public enum WireFormat {
  /// The version every message carries as `"v"`; the server refuses others.
  public static let version = 1
  /// The most bytes one client message may have (16 KiB), in one frame or
  /// in several, checked before it is parsed. A message past it is answered
  /// with an `error` message, `messageTooLarge`, and the socket is closed
  /// with 1009 ("message too big").
  public static let maximumClientMessageBytes = 16 << 10
  /// The most bytes one WebSocket frame from the page may have (64 KiB):
  /// the socket's frame decoder holds a frame whole until it is complete,
  /// so this bounds what one frame makes the server hold.
  ///
  /// A frame between ``maximumClientMessageBytes`` and this reaches the
  /// session, which refuses it as any message past the limit (an `error`
  /// message, `messageTooLarge`, then close 1009). A frame past it is closed
  /// with 1009 by the decoder as soon as its header announces the length,
  /// unread and without an `error` message (D-264).
  public static let maximumClientFrameBytes = 64 << 10
  /// The most characters of text one message may carry (a paste, a field's
  /// value): 8,192.
  public static let maximumTextLength = 8192
  /// The most characters of a key's name (`"ArrowLeft"`, `"é"`): 32.
  public static let maximumKeyNameLength = 32
  /// The largest coordinate, size or scroll offset a message may give, in
  /// CSS pixels (±1,000,000).
  public static let maximumCoordinate = 1_000_000.0
  /// The most characters of a followed link's URL: 2,048.
  public static let maximumLinkLength = 2048
}
