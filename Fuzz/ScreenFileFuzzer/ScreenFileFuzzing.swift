import FuzzSupport

@main
enum ScreenFileFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {}
}
