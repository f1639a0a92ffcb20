// Helpers the fuzz executables share: replaying saved inputs without libFuzzer.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on the contents of each file named in `paths`, descending into
/// folders; returns the number of files run.
public func replayFiles(_ paths: some Sequence<String>, _ body: ([UInt8]) -> Void) -> Int {
  var count = 0
  for path in paths {
    if let directory = opendir(path) {
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(directory)
      count += replayFiles(names.sorted().map { path + "/" + $0 }, body)
    } else if let file = fopen(path, "rb") {
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let read = fread(&chunk, 1, chunk.count, file)
        if read <= 0 { break }
        bytes += chunk[0..<read]
      }
      fclose(file)
      body(bytes)
      count += 1
    }
  }
  return count
}
