import Testing

@Suite("Finding code samples")
struct CodeSampleExtractorTests {
  @Test("Markdown: only swift fences, with the first code line's number")
  func markdown() {
    let text = """
      # Title
      ```sh
      swift test
      ```
      Text.
      ```swift
      let a = 1
      print(a)
      ```
      """
    let samples = CodeSampleExtractor.samples(in: text, document: "A.md")
    #expect(samples == [CodeSample(document: "A.md", line: 7, lines: ["let a = 1", "print(a)"])])
  }

  @Test("Markdown: an indented fence strips its indentation from the code")
  func indentedFence() {
    let text = "- Item:\n\n  ```swift\n  Text(\"a\")\n    .bold()\n  ```\n"
    let samples = CodeSampleExtractor.samples(in: text, document: "A.md")
    #expect(samples.first?.lines == ["Text(\"a\")", "  .bold()"])
  }

  @Test("Swift: samples in doc comments, nothing from code or plain comments")
  func docComments() {
    let text = """
      /// Says hello.
      ///
      /// ```swift
      /// Greeting(name: "Ada")
      ///   .bold()
      /// ```
      // ```swift
      // notASample()
      // ```
      struct Greeting {}
      """
    let samples = CodeSampleExtractor.samples(in: text, document: "G.swift")
    #expect(
      samples == [
        CodeSample(document: "G.swift", line: 4, lines: ["Greeting(name: \"Ada\")", "  .bold()"])
      ])
  }

  @Test("Swift: a fence left open when the doc comment ends is no sample")
  func unterminatedFence() {
    let text = "/// ```swift\n/// let a = 1\nfunc f() {}\n/// ```\n"
    #expect(CodeSampleExtractor.samples(in: text, document: "F.swift").isEmpty)
  }

  @Test("Declarations go to file scope; statements stay in order")
  func parts() {
    let sample = CodeSample(
      document: "A.md", line: 10,
      lines: [
        "@MainActor", "final class Model {", "  var a = 1", "}", "",
        "let model = Model()", "model.a = 2", "@Test func f() {}",
      ])
    #expect(
      sample.parts == [
        .init(
          line: 10, lines: ["@MainActor", "final class Model {", "  var a = 1", "}", ""],
          isDeclaration: true),
        .init(line: 15, lines: ["let model = Model()"], isDeclaration: false),
        .init(line: 16, lines: ["model.a = 2"], isDeclaration: false),
        .init(line: 17, lines: ["@Test func f() {}"], isDeclaration: true),
      ])
  }
}
