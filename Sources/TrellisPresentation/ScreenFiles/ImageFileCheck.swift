import Foundation
import Trellis

/// What `trellis-check` checks of the image files a screen file names
/// (`kind: image, file: …`): a Netpbm file — the kind the terminal host
/// draws — must have a readable header declaring no more than
/// `PixelImage.defaultMaximumPixelCount` pixels. Only the header
/// is read. A file not found is not a problem here: a relative path is
/// resolved against the running app's directory, which the checker may
/// not share.
enum ImageFileCheck {
  /// The most header bytes read: Netpbm comments may pad a header.
  static let headerWindow = 64 << 10

  /// The problems of the image files `file`'s components name; relative
  /// paths are tried against the screen file's folder, then as given.
  static func problems(in file: ScreenFile) -> [ScreenFileProblem] {
    let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
    var problems: [ScreenFileProblem] = []
    func visit(_ spec: ComponentSpec) {
      if spec.kind == "image", case .string(let name)? = spec.properties["file"],
        let problem = problem(image: name, folder: folder, at: spec.location)
      {
        problems.append(problem)
      }
      spec.children.forEach(visit)
      spec.cellTemplate.forEach(visit)
      for section in spec.sections { section.cells.forEach(visit) }
    }
    for screen in file.screens { visit(screen.body) }
    return problems
  }

  private static func problem(image name: String, folder: String, at location: SourceLocation)
    -> ScreenFileProblem?
  {
    let candidates = name.hasPrefix("/") ? [name] : [folder + "/" + name, name]
    guard let path = candidates.first(where: isRegularFile),
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    let head = [UInt8]((try? handle.read(upToCount: headerWindow)) ?? Data())
    let netpbmNames: Set<String> = ["ppm", "pgm", "pbm", "pam", "pnm"]
    let isNetpbm =
      head.first == UInt8(ascii: "P")
      || netpbmNames.contains(
        (name as NSString).pathExtension.lowercased())
    guard isNetpbm else { return nil }
    do {
      let header = try NetpbmHeader(parsing: head)
      let limit = PixelImage.defaultMaximumPixelCount
      guard header.pixelCount > limit else { return nil }
      return ScreenFileProblem(
        .limitExceeded, at: location,
        "image file '\(name)' declares \(header.width)×\(header.height) pixels, over the limit of \(limit) (PixelImage.defaultMaximumPixelCount)"
      )
    } catch {
      return ScreenFileProblem(.unreadable, at: location, "image file '\(name)': \(error)")
    }
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }
}
