/// The version and limits of the messages between the server and the page
/// (see <doc:TheWireFormat>).
public enum WireFormat {
  /// The version every message carries as `"v"`; the server refuses others.
  public static let version = 1
  /// The most bytes one client message may have (16 KiB), checked before it
  /// is parsed; the WebSocket refuses bigger frames.
  public static let maximumClientMessageBytes = 16 << 10
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
