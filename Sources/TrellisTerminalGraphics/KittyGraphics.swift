public import Trellis

/// Encodes images for the kitty graphics protocol: raw RGBA pixels,
/// base64 in chunks of 4096 bytes, transmitted and placed in one command.
///
/// ```
/// ESC _G a=T,f=32,s=W,v=H,c=COLS,r=ROWS,i=ID,C=1,q=2,m=1 ; <base64> ESC \
/// ESC _G m=1 ; <base64> ESC \   …   ESC _G m=0 ; <base64> ESC \
/// ```
public enum KittyGraphics {
  /// The query sent at start-up: a terminal that knows the protocol
  /// answers `ESC _Gi=31;OK ESC \`.
  public static let query: [UInt8] = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)

  /// Transmits `image` and shows it at the cursor over `columns` × `rows`
  /// cells, as image `id` (replacing an earlier image of that id). The
  /// cursor does not move (`C=1`); the terminal answers nothing (`q=2`).
  public static func place(_ image: PixelImage, id: Int, columns: Int, rows: Int) -> [UInt8] {
    let payload = Base64.encode(image.rgba)
    let control =
      "a=T,f=32,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),i=\(id),C=1,q=2"
    var output: [UInt8] = []
    var start = 0
    repeat {
      let end = min(payload.count, start + 4096)
      let more = end < payload.count ? 1 : 0
      let keys = start == 0 ? "\(control),m=\(more)" : "m=\(more)"
      output += Array("\u{1B}_G\(keys);".utf8)
      output += payload[start..<end]
      output += [0x1B, UInt8(ascii: "\\")]
      start = end
    } while start < payload.count
    return output
  }

  /// Deletes image `id` and its placements (its view went).
  public static func delete(id: Int) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }
}
