/// The Swift file that stands for one document's code samples: the
/// document's context, then the samples' declarations at file scope, then
/// their statements in order in one `@MainActor` function, so a later
/// sample sees what an earlier one made, as a reader does.
///
/// Every part carries a `#sourceLocation`, so the compiler's diagnostics name
/// the document and line a reader sees.
struct SampleProgram {
  /// The program's text.
  let source: String

  /// Composes the program.
  ///
  /// - Parameters:
  ///   - samples: The document's samples, in order.
  ///   - context: What the document's samples take as given (names a
  ///     fragment uses but does not declare), with the file it came from.
  ///   - defaultImports: Modules imported whether or not a sample says so:
  ///     a doc comment's own module, say.
  init(samples: [CodeSample], context: [SampleContext.Part], defaultImports: [String]) {
    var imports = defaultImports.map { "import \($0)" }
    var fileScope: [String] = []
    var statements: [String] = []

    func take(_ lines: [String], file: String, line: Int, into output: inout [String]) {
      output.append("#sourceLocation(file: \"\(file)\", line: \(line))")
      for text in lines {
        if Self.isImport(text) {
          imports.append(text.trimmingTrailingSpaces)
          output.append("")  // keeps the line numbers
        } else {
          output.append(text)
        }
      }
      output.append("#sourceLocation()")
    }

    for part in context {
      take(part.lines, file: part.file, line: 1, into: &fileScope)
    }
    for sample in samples {
      for part in sample.parts {
        if part.isDeclaration {
          take(part.lines, file: sample.document, line: part.line, into: &fileScope)
        } else {
          take(part.lines, file: sample.document, line: part.line, into: &statements)
        }
      }
    }
    var seen = Set<String>()
    let uniqueImports = imports.filter { seen.insert($0).inserted }
    source =
      (uniqueImports + fileScope + [
        "@MainActor func documentationSamples() async throws {"
      ] + statements + ["}", ""]).joined(separator: "\n")
  }

  private static func isImport(_ line: String) -> Bool {
    line.hasPrefix("import ") || line.hasPrefix("@testable import ")
      || line.hasPrefix("public import ") || line.hasPrefix("internal import ")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
