public import Trellis

extension PixelImage {
  /// The size of this image scaled down (never up) to fit inside `bounds`,
  /// keeping its aspect ratio; at least one pixel each way.
  public func sizeFitting(_ bounds: PixelSize) -> PixelSize {
    guard width > 0, height > 0, bounds.width > 0, bounds.height > 0 else {
      return PixelSize(width: min(width, bounds.width), height: min(height, bounds.height))
    }
    if width <= bounds.width && height <= bounds.height {
      return PixelSize(width: width, height: height)
    }
    // Compare width/bounds.width with height/bounds.height without division.
    if width * bounds.height >= height * bounds.width {
      return PixelSize(width: bounds.width, height: max(1, height * bounds.width / width))
    }
    return PixelSize(width: max(1, width * bounds.height / height), height: bounds.height)
  }

  /// This image averaged down (a box filter: each new pixel is the mean of
  /// the pixels it covers) to fit inside `bounds`. An image that already
  /// fits is returned as it is.
  public func scaledDown(toFit bounds: PixelSize) -> PixelImage {
    let target = sizeFitting(bounds)
    if target.width == width && target.height == height { return self }
    return resampled(to: target)
  }

  /// This image averaged to exactly `size` (a box filter; for a size
  /// larger than the image, nearest neighbour).
  public func resampled(to size: PixelSize) -> PixelImage {
    let newWidth = size.width
    let newHeight = size.height
    guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
      // Zero-sized images are always valid.
      return (try? PixelImage(width: 0, height: 0, rgba: [])) ?? self
    }
    var output = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    rgba.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        for y in 0..<newHeight {
          let top = y * height / newHeight
          let bottom = max(top + 1, (y + 1) * height / newHeight)
          for x in 0..<newWidth {
            let left = x * width / newWidth
            let right = max(left + 1, (x + 1) * width / newWidth)
            var red = 0
            var green = 0
            var blue = 0
            var alpha = 0
            for row in top..<bottom {
              var offset = (row * width + left) * 4
              for _ in left..<right {
                red += Int(source[offset])
                green += Int(source[offset + 1])
                blue += Int(source[offset + 2])
                alpha += Int(source[offset + 3])
                offset += 4
              }
            }
            let count = (bottom - top) * (right - left)
            let out = (y * newWidth + x) * 4
            target[out] = UInt8(red / count)
            target[out + 1] = UInt8(green / count)
            target[out + 2] = UInt8(blue / count)
            target[out + 3] = UInt8(alpha / count)
          }
        }
      }
    }
    // The buffer has exactly newWidth × newHeight × 4 bytes.
    return (try? PixelImage(width: newWidth, height: newHeight, rgba: output)) ?? self
  }

  /// This image scaled (down, or up by repeating pixels) to cover `bounds`
  /// and cropped to it around the centre: a "fill" zoom.
  public func scaledToFill(_ bounds: PixelSize) -> PixelImage {
    guard width > 0, height > 0, bounds.width > 0, bounds.height > 0 else { return self }
    // Scale by the larger of the two ratios so both sides cover the bounds.
    let scaledWidth: Int
    let scaledHeight: Int
    if bounds.width * height >= bounds.height * width {
      scaledWidth = bounds.width
      scaledHeight = max(bounds.height, height * bounds.width / width)
    } else {
      scaledHeight = bounds.height
      scaledWidth = max(bounds.width, width * bounds.height / height)
    }
    let scaled = resampled(to: PixelSize(width: scaledWidth, height: scaledHeight))
    return scaled.cropped(
      x: (scaledWidth - bounds.width) / 2, y: (scaledHeight - bounds.height) / 2,
      width: bounds.width, height: bounds.height)
  }
}
