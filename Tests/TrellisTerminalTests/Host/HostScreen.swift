import TerminalTestSupport

/// The terminal tests' screen: the shared ``TerminalScreen``.
typealias HostScreen = TerminalScreen
