import TerminalTestSupport

/// The kit tests' screen: the shared ``TerminalScreen``.
typealias KitScreen = TerminalScreen
