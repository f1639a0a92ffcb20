/// An error from setting up or talking to a terminal.
public enum TerminalError: Error, Sendable, Hashable {
  /// The file descriptor is not a terminal (for example, output is piped).
  case notATerminal(fileDescriptor: Int32)
  /// Another ``TerminalSession`` is already active in this process.
  case sessionAlreadyActive
  /// A system call failed.
  ///
  /// - Parameters:
  ///   - call: The function that failed, such as `"tcsetattr"`.
  ///   - errno: The `errno` it set.
  case systemCall(_ call: String, errno: Int32)
}

extension TerminalError: CustomStringConvertible {
  /// A sentence describing the error.
  public var description: String {
    switch self {
    case .notATerminal(let fd):
      "file descriptor \(fd) is not a terminal"
    case .sessionAlreadyActive:
      "a terminal session is already active in this process"
    case .systemCall(let call, let errno):
      "\(call) failed with errno \(errno)"
    }
  }
}
