public import Trellis
public import TrellisMedia

/// Encodes images for iTerm2's inline-image protocol: a PNG file, base64,
/// sized in cells.
///
/// ```
/// ESC ]1337;File=inline=1;size=N;width=COLS;height=ROWS;preserveAspectRatio=0:<base64> BEL
/// ```
public enum ITermInlineImage {
  /// Shows `image` at the cursor over `columns` × `rows` cells.
  ///
  /// - Throws: `ImageDecodingError` when the image cannot be encoded
  ///   (it is empty).
  public static func place(_ image: PixelImage, columns: Int, rows: Int) throws(ImageDecodingError)
    -> [UInt8]
  {
    let png = try PNGEncoder.encode(image)
    var output = Array(
      ("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);"
        + "preserveAspectRatio=0:").utf8)
    output += Base64.encode(png)
    output.append(0x07)
    return output
  }
}
