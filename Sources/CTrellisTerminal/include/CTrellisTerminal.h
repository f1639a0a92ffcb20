// Small C helpers for TrellisTerminal: the parts that must be async-signal-safe
// (restoring the terminal from a signal handler, SIGWINCH notification) and the
// ioctls Swift cannot call directly because they are variadic.
#ifndef CTRELLISTERMINAL_H
#define CTRELLISTERMINAL_H

#include <stddef.h>
#include <termios.h>

/// Reads the window size of the terminal on `fd`. Returns 0 on success, -1 with errno.
int trellis_get_window_size(int fd, unsigned short *columns, unsigned short *rows);

/// The window's size in pixels of the terminal on `fd` (0 when the terminal does not
/// say). Returns 0 or -1.
int trellis_get_window_pixels(int fd, unsigned short *width, unsigned short *height);
/// Sets the window size of the terminal on `fd` (used on a pty master). Returns 0 or -1.
int trellis_set_window_size(int fd, unsigned short columns, unsigned short rows);

/// Makes `fd` the controlling terminal of the calling session leader. Returns 0 or -1.
int trellis_set_controlling_terminal(int fd);

/// Arms the emergency restore: on SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP,
/// SIGABRT, SIGFPE, SIGBUS, SIGSEGV and at exit(), write `bytes` to `output_fd` and
/// apply `saved` to `termios_fd` with tcsetattr, then let the signal take its previous
/// course. `bytes` (at most 1024) and `saved` are copied. Returns 0, or -1 if too long.
int trellis_restore_arm(int output_fd, int termios_fd, const struct termios *saved,
                        const char *bytes, size_t length);

/// Runs the restore now if it is armed, and disarms it. Safe to call repeatedly.
void trellis_restore_run(void);

/// Gives the calling thread a stack for signal handlers (unless it has one),
/// so the restore handler still runs when the thread overflows its stack.
/// Returns 0 on success.
int trellis_ensure_signal_stack(void);

/// Disarms the restore without running it and reinstates the previous handlers.
void trellis_restore_disarm(void);

/// Whether the restore is currently armed.
int trellis_restore_is_armed(void);

/// Installs a SIGWINCH handler that writes one byte ('w') to `fd` (non-blocking pipe).
/// Returns 0 or -1.
int trellis_winch_install(int fd);

/// Removes the SIGWINCH handler installed by trellis_winch_install.
void trellis_winch_uninstall(void);

/// Sends standard error (descriptor 2) to an unlinked temporary file while a
/// session has the terminal, when standard error is that terminal (the same
/// device as `terminal_fd`): a log line written there would garble the screen.
/// Returns 1 when capturing, 0 when standard error is elsewhere, -1 on failure.
int trellis_stderr_capture_begin(int terminal_fd);

/// Puts standard error back and writes to it what was captured meanwhile: the
/// last TRELLIS_STDERR_REPLAY_LIMIT bytes, after a note if earlier ones were
/// dropped. Async-signal-safe (the emergency restore calls it after restoring
/// the terminal, so a crash message shows). Safe to call repeatedly.
void trellis_stderr_capture_end(void);

/// How many bytes of captured standard error are written back at the end.
#define TRELLIS_STDERR_REPLAY_LIMIT 65536

#endif
