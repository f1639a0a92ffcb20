public import Trellis

extension SampleImages {
  /// A landscape `index` of `width` × `height` pixels with detail at every
  /// scale, as a photograph has: a sky whose colour depends on `index`
  /// with clouds, a sun, two ranges of rough mountains, a lake mirroring
  /// them and a meadow of grass and flowers. Each index is another scene;
  /// the same index always gives the same picture.
  public static func photo(_ index: Int, width: Int, height: Int) -> PixelImage {
    let width = max(1, width)
    let height = max(1, height)
    let scene = LandscapeScene(index: index, width: width, height: height)
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    let horizonRow = min(height, Int(scene.horizon * Double(height)))
    for y in 0..<height {
      for x in 0..<width {
        let offset = (y * width + x) * 4
        if y >= horizonRow, let mirrored = scene.reflection(x: x, y: y, horizonRow: horizonRow) {
          // The lake mirrors the rows above the horizon, already drawn.
          let source = (mirrored.y * width + mirrored.x) * 4
          // 65 % of the mirrored colour over a deep blue-green.
          rgba[offset] = UInt8((Int(rgba[source]) * 65 + 65) / 100)
          rgba[offset + 1] = UInt8((Int(rgba[source + 1]) * 65 + 494) / 100)
          rgba[offset + 2] = UInt8((Int(rgba[source + 2]) * 65 + 832) / 100)
          continue
        }
        let color = scene.color(x: x, y: y)
        rgba[offset] = color.red
        rgba[offset + 1] = color.green
        rgba[offset + 2] = color.blue
      }
    }
    // The buffer has exactly width × height × 4 bytes.
    return try! PixelImage(width: width, height: height, rgba: rgba)
  }
}

/// The parts of a landscape, in coordinates from 0 to 1 across and down
/// (so any size shows the same scene), with value noise for texture.
private struct LandscapeScene {
  let index: Int
  let width: Int
  let height: Int
  let horizon: Double
  let sun: (x: Double, y: Double)
  let skyTop: (Double, Double, Double)
  let skyLow: (Double, Double, Double)
  /// Per column: the top of the near range, of the far range, and the
  /// lake's far shore (which depend on the column alone).
  private var near: [Double] = []
  private var far: [Double] = []
  private var shore: [Double] = []

  init(index: Int, width: Int, height: Int) {
    self.index = index
    self.width = width
    self.height = height
    let seed = Double((index &* 37) % 100) / 100
    horizon = 0.55 + 0.1 * seed
    sun = (0.15 + 0.7 * Double((index &* 53) % 100) / 100, 0.12 + 0.2 * seed)
    let warm = Double(index % 4) / 3
    skyTop = (0.15 + 0.2 * warm, 0.3 + 0.1 * warm, 0.7 - 0.2 * warm)
    skyLow = (0.7 + 0.3 * warm, 0.75 - 0.1 * warm, 0.9 - 0.5 * warm)
    for x in 0..<width {
      let u = Double(x) / Double(width)
      near.append(horizon - 0.12 - 0.18 * noise(u * 5, 7.5, octaves: 5))
      far.append(horizon - 0.2 - 0.25 * noise(u * 3, 1.5, octaves: 6))
      shore.append(horizon + 0.15 + 0.05 * noise(u * 8, 3.3, octaves: 4))
    }
  }

  /// For a lake pixel, the pixel above the horizon it mirrors (moved by
  /// ripples); `nil` past the lake's shore.
  func reflection(x: Int, y: Int, horizonRow: Int) -> (x: Int, y: Int)? {
    let v = Double(y) / Double(height)
    guard v < shore[x] else { return nil }
    let ripple = Int(3 * (smoothNoise(Double(x) / 20, Double(y) / 3, salt: 9) - 0.5))
    let row = max(0, min(horizonRow - 1, 2 * horizonRow - y - 1))
    return (max(0, min(width - 1, x + ripple)), row)
  }

  func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let u = Double(x) / Double(width)
    let v = Double(y) / Double(height)
    let rgb: (Double, Double, Double)
    if v < horizon {
      rgb = land(x, u, v) ?? sky(u, v)
    } else {
      rgb = ground(u, v)
    }
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
    return (byte(rgb.0), byte(rgb.1), byte(rgb.2))
  }

  /// The sky: a gradient, a sun with a glow, and clouds.
  private func sky(_ u: Double, _ v: Double) -> (Double, Double, Double) {
    let t = v / horizon
    var color = mix(skyTop, skyLow, t)
    let dx = (u - sun.x) * Double(width) / Double(height)
    let distance = (dx * dx + (v - sun.y) * (v - sun.y)).squareRoot()
    if distance < 0.05 { return (1, 0.95, 0.75) }
    color = mix(color, (1, 0.9, 0.6), max(0, 0.35 - distance) * 1.5)
    let cloud = noise(u * 6, v * 14, octaves: 4) - 0.52
    if cloud > 0 { color = mix(color, (1, 1, 1), min(0.85, cloud * 4)) }
    return color
  }

  /// The mountains in front of the sky, nearest last; `nil` for sky.
  private func land(_ x: Int, _ u: Double, _ v: Double) -> (Double, Double, Double)? {
    if v > near[x] {
      let shade = noise(u * 40, v * 40, octaves: 3)
      return (0.15 + 0.2 * shade, 0.3 + 0.25 * shade, 0.12 + 0.1 * shade)
    }
    if v > far[x] {
      let rock = noise(u * 60, v * 30, octaves: 3)
      let snow = v < far[x] + 0.04 ? 0.5 : 0
      let base = (0.35 + 0.25 * rock, 0.35 + 0.2 * rock, 0.45 + 0.2 * rock)
      return mix(base, (0.95, 0.95, 1), snow)
    }
    return nil
  }

  /// Below the horizon, past the lake: a meadow of grass and flowers.
  private func ground(_ u: Double, _ v: Double) -> (Double, Double, Double) {
    let grass = noise(u * 200, v * 40, octaves: 2)
    var color = (0.2 + 0.25 * grass, 0.45 + 0.3 * grass, 0.1 + 0.1 * grass)
    let flowers = noise(u * 90, v * 90, octaves: 1)
    if flowers > 0.78 {
      switch (index + Int(u * 97)) % 3 {
      case 0: color = (0.95, 0.3, 0.3)
      case 1: color = (1, 0.9, 0.3)
      default: color = (0.9, 0.5, 0.9)
      }
    }
    return mix(color, (0.1, 0.2, 0.05), (1 - v) * 0.4)
  }

  private func mix(
    _ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double
  ) -> (Double, Double, Double) {
    let t = max(0, min(1, t))
    return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
  }

  /// Fractal value noise in 0…1, different for each scene.
  private func noise(_ x: Double, _ y: Double, octaves: Int) -> Double {
    var total = 0.0
    var amplitude = 0.5
    var frequency = 1.0
    var weight = 0.0
    for octave in 0..<octaves {
      total += amplitude * smoothNoise(x * frequency, y * frequency, salt: octave)
      weight += amplitude
      amplitude /= 2
      frequency *= 2
    }
    return total / weight
  }

  func smoothNoise(_ x: Double, _ y: Double, salt: Int) -> Double {
    let x0 = Int(x.rounded(.down))
    let y0 = Int(y.rounded(.down))
    let fx = x - Double(x0)
    let fy = y - Double(y0)
    let sx = fx * fx * (3 - 2 * fx)
    let sy = fy * fy * (3 - 2 * fy)
    let top = lattice(x0, y0, salt) + (lattice(x0 + 1, y0, salt) - lattice(x0, y0, salt)) * sx
    let bottom =
      lattice(x0, y0 + 1, salt) + (lattice(x0 + 1, y0 + 1, salt) - lattice(x0, y0 + 1, salt)) * sx
    return top + (bottom - top) * sy
  }

  /// A pseudo-random value in 0…1 for a lattice point.
  private func lattice(_ x: Int, _ y: Int, _ salt: Int) -> Double {
    var hash = UInt64(bitPattern: Int64(x &* 374_761_393 &+ y &* 668_265_263))
    hash ^= UInt64(truncatingIfNeeded: (index &* 31 &+ salt) &* 2_654_435_761)
    hash = (hash ^ (hash >> 13)) &* 1_274_126_177
    hash ^= hash >> 16
    return Double(hash & 0xFFFF) / 65535
  }
}
