// The entry point every fuzz executable shares: a type conforming to
// `FuzzTarget` and marked `@main` is a complete fuzzer.

#if FUZZING
  import CFuzzerDriver
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fuzz target: one function that checks one input and traps on a failure.
///
/// Mark a conforming type `@main` and the executable is done:
///
/// ```swift
/// import FuzzSupport
///
/// @main
/// enum ParserFuzzing: FuzzTarget {
///   static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
///     _ = try? Parser().parse(Array(data))
///   }
/// }
/// ```
///
/// Built with `-DFUZZING -sanitize=fuzzer` (see `Fuzz/run.sh`), ``main()``
/// hands control to libFuzzer, which calls ``fuzzOne(_:)`` per input.
/// Otherwise it replays the files or folders named as arguments, so a plain
/// `swift build` compiles the target and CI can replay saved inputs.
///
/// SwiftPM names an executable's entry symbol `<Module>_main`; `@main`
/// makes the compiler emit it, so the fuzzer itself needs no `@_cdecl`.
public protocol FuzzTarget {
  /// Checks one input; traps (`fatalError`) when a property does not hold.
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>)
}

extension FuzzTarget {
  /// Runs libFuzzer on ``fuzzOne(_:)`` when built for fuzzing, else replays
  /// the inputs named on the command line.
  public static func main() {
    #if FUZZING
      exit(runLibFuzzer(fuzzOne))
    #else
      let count = replayFiles(CommandLine.arguments.dropFirst()) { bytes in
        bytes.withUnsafeBufferPointer(fuzzOne)
      }
      let executable = CommandLine.arguments.first?.split(separator: "/").last ?? "\(Self.self)"
      print("\(executable): replayed \(count) inputs")
    #endif
  }
}

#if FUZZING
  /// The input checker libFuzzer's C callbacks forward to. Set once, before
  /// libFuzzer starts, and only read afterwards (libFuzzer runs inputs on one
  /// thread).
  nonisolated(unsafe) private var currentTarget: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// libFuzzer's per-input callback, which its own `main` refers to.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    currentTarget?(UnsafeBufferPointer(start: data, count: size))
    return 0
  }

  /// Hands control to libFuzzer with the process's arguments; returns its
  /// exit status.
  private func runLibFuzzer(_ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Int32 {
    currentTarget = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
      testOneInput(data, size)
    }
  }
#endif
