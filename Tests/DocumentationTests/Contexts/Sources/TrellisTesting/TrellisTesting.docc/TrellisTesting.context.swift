// include: Shared/Headless.swift
import Trellis

struct LoginForm: Component {
  var body: some Component {
    Stack {
      TextField("User", text: "") { _ in }.tag("user")
      Text("").tag("status")
    }
  }
}
