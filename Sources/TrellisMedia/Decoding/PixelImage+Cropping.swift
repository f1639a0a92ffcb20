public import Trellis

extension PixelImage {
  /// The part of the image inside the rectangle at `x`, `y` of `width` ×
  /// `height` pixels, clamped to the image (for an image scrolled partly
  /// out of view).
  public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> PixelImage {
    let left = min(max(0, x), width)
    let top = min(max(0, y), height)
    let right = min(width, max(left, x + cropWidth))
    let bottom = min(height, max(top, y + cropHeight))
    if left == 0 && top == 0 && right == width && bottom == height { return self }
    var rgba: [UInt8] = []
    rgba.reserveCapacity((right - left) * (bottom - top) * 4)
    for row in top..<bottom {
      let start = (row * width + left) * 4
      rgba += self.rgba[start..<start + (right - left) * 4]
    }
    // The rows copied make exactly (right − left) × (bottom − top) pixels.
    return (try? PixelImage(width: right - left, height: bottom - top, rgba: rgba)) ?? self
  }
}
