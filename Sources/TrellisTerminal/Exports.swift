// The terminal host draws into the backend's cells: an app that writes
// `import TrellisTerminal` gets the session, the display, styles, input
// events and the image port with it, as before the backend was a module.
@_exported public import TrellisTerminalBackend
