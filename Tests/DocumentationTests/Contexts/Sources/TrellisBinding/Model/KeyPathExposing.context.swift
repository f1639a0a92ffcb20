import Observation

@Observable final class Person: @unchecked Sendable {
  var name = "Ada"
}
