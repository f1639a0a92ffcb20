public import Trellis

/// Pictures drawn by code, for demos, tests and benchmarks that must work
/// offline: gradients and shapes, so each one is recognisable.
public enum SampleImages {
  /// A picture `index` of `width` × `height` pixels: a diagonal gradient
  /// whose hues depend on `index`, with a disc in the middle.
  public static func picture(_ index: Int, width: Int, height: Int) -> PixelImage {
    let width = max(1, width)
    let height = max(1, height)
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    let hue = (index &* 47) & 255
    let radius = min(width, height) / 3
    for y in 0..<height {
      for x in 0..<width {
        let offset = (y * width + x) * 4
        let dx = x - width / 2
        let dy = y - height / 2
        let inside = dx * dx + dy * dy <= radius * radius
        let t = (x * 255 / width + y * 255 / height) / 2
        rgba[offset] = UInt8((hue + t) & 255)
        rgba[offset + 1] = UInt8(inside ? 255 - t : (t * 3 / 4 + index * 31) & 255)
        rgba[offset + 2] = UInt8(inside ? (hue * 2) & 255 : 255 - t)
      }
    }
    // The buffer has exactly width × height × 4 bytes.
    return try! PixelImage(width: width, height: height, rgba: rgba)
  }
}
