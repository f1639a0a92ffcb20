/// The feed demo's sample content, written for the catalog.
enum FeedSamples {
  static let authors = [
    "Ada Byte", "Grace Loop", "Linus Fold", "Alan Stack", "Edsger Guard", "Barbara Queue",
    "Ken Pipe", "Margaret Orbit", "Dennis Pointer", "Frances Heap", "John Lambda",
  ]

  static let sayings = [
    "A list that builds only what you see never runs out of rows.",
    "Measure twice, lay out once, and keep the result for next time.",
    "Immutable values travel light between threads.",
    "The fastest frame is the one whose cells did not change.",
    "State belongs where it is used, and nowhere else.",
    "A good default is a decision made once for everyone.",
    "Every key a user presses deserves an answer.",
    "Diff the data, not the screen, and the screen follows.",
    "Small files, one idea each, are easy to find and easy to change.",
    "An error that says where is half fixed already.",
    "Flexbox is a conversation between a box and its children.",
    "Tests that read like stories catch the bugs that matter.",
    "The terminal is a grid of promises: keep each cell honest.",
    "What you can undo, you dare to try.",
    "A presenter that knows no views is a presenter you can test.",
    "Bindings are promises that the screen will keep up.",
    "Ship the feature whole, then make it fast.",
  ]
}
