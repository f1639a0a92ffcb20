#include "CTrellisTerminal.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

int trellis_get_window_size(int fd, unsigned short *columns, unsigned short *rows) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *columns = size.ws_col;
  *rows = size.ws_row;
  return 0;
}

int trellis_get_window_pixels(int fd, unsigned short *width, unsigned short *height) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *width = size.ws_xpixel;
  *height = size.ws_ypixel;
  return 0;
}

int trellis_set_window_size(int fd, unsigned short columns, unsigned short rows) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_col = columns;
  size.ws_row = rows;
  return ioctl(fd, TIOCSWINSZ, &size);
}

int trellis_set_controlling_terminal(int fd) { return ioctl(fd, TIOCSCTTY, 0); }

// MARK: Emergency restore
//
// Everything the signal handler touches is static storage filled before the
// handlers are installed; the handler only calls write, tcsetattr, sigaction,
// sigprocmask and raise, which are async-signal-safe, and the handler that was
// there before.

static const int restore_signals[] = {SIGINT,  SIGTERM, SIGHUP, SIGQUIT, SIGILL,
                                      SIGTRAP, SIGABRT, SIGFPE, SIGBUS,  SIGSEGV};
#define RESTORE_SIGNAL_COUNT (sizeof restore_signals / sizeof restore_signals[0])

static int restore_fd = -1;
static int restore_termios_fd = -1;
static struct termios restore_termios;
static char restore_bytes[1024];
static size_t restore_length;
static int restore_armed;  // accessed with __atomic builtins
static struct sigaction previous_actions[RESTORE_SIGNAL_COUNT];
static int installed[RESTORE_SIGNAL_COUNT];
static int atexit_registered;

static void restore_write_all(void) {
  size_t done = 0;
  while (done < restore_length) {
    ssize_t n = write(restore_fd, restore_bytes + done, restore_length - done);
    if (n > 0) {
      done += (size_t)n;
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      break;  // EAGAIN or a closed terminal: nothing more can be done here.
    }
  }
}

void trellis_restore_run(void) {
  // Exactly one caller wins, even if two signals race on two threads.
  if (!__atomic_exchange_n(&restore_armed, 0, __ATOMIC_SEQ_CST)) return;
  int saved_errno = errno;
  restore_write_all();
  tcsetattr(restore_termios_fd, TCSAFLUSH, &restore_termios);
  // What went to standard error meanwhile (a crash message among it) shows
  // on the restored terminal.
  trellis_stderr_capture_end();
  errno = saved_errno;
}

// MARK: Standard error while a session has the terminal

static int stderr_saved_fd = -1;
static int stderr_capture_fd = -1;
static int stderr_capturing;  // accessed with __atomic builtins

int trellis_stderr_capture_begin(int terminal_fd) {
  if (__atomic_load_n(&stderr_capturing, __ATOMIC_SEQ_CST)) return 1;
  struct stat err_stat, terminal_stat;
  if (!isatty(2) || fstat(2, &err_stat) != 0 || fstat(terminal_fd, &terminal_stat) != 0 ||
      err_stat.st_rdev != terminal_stat.st_rdev) {
    return 0;
  }
  const char *directory = getenv("TMPDIR");
  char path[1024];
  int written = snprintf(path, sizeof path, "%s/trellis-stderr-XXXXXX",
                         directory && *directory ? directory : "/tmp");
  if (written <= 0 || (size_t)written >= sizeof path) return -1;
  int capture = mkstemp(path);
  if (capture < 0) return -1;
  unlink(path);
  int saved = dup(2);
  if (saved < 0) {
    close(capture);
    return -1;
  }
  fflush(stderr);
  if (dup2(capture, 2) < 0) {
    close(capture);
    close(saved);
    return -1;
  }
  stderr_saved_fd = saved;
  stderr_capture_fd = capture;
  __atomic_store_n(&stderr_capturing, 1, __ATOMIC_SEQ_CST);
  return 1;
}

static void write_all_to(int fd, const char *bytes, size_t length) {
  size_t done = 0;
  while (done < length) {
    ssize_t n = write(fd, bytes + done, length - done);
    if (n > 0) {
      done += (size_t)n;
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else {
      break;
    }
  }
}

void trellis_stderr_capture_end(void) {
  if (!__atomic_exchange_n(&stderr_capturing, 0, __ATOMIC_SEQ_CST)) return;
  int saved_errno = errno;
  dup2(stderr_saved_fd, 2);
  off_t size = lseek(stderr_capture_fd, 0, SEEK_END);
  off_t start = size > TRELLIS_STDERR_REPLAY_LIMIT ? size - TRELLIS_STDERR_REPLAY_LIMIT : 0;
  if (start > 0) {
    static const char note[] = "[earlier standard error output dropped]\n";
    write_all_to(2, note, sizeof note - 1);
  }
  if (size > 0 && lseek(stderr_capture_fd, start, SEEK_SET) == start) {
    char buffer[4096];
    ssize_t n;
    while ((n = read(stderr_capture_fd, buffer, sizeof buffer)) > 0 ||
           (n < 0 && errno == EINTR)) {
      if (n > 0) write_all_to(2, buffer, (size_t)n);
    }
  }
  close(stderr_capture_fd);
  close(stderr_saved_fd);
  stderr_capture_fd = -1;
  stderr_saved_fd = -1;
  errno = saved_errno;
}

static void reinstate_previous_handlers(void) {
  for (size_t i = 0; i < RESTORE_SIGNAL_COUNT; i++) {
    if (installed[i]) {
      sigaction(restore_signals[i], &previous_actions[i], NULL);
      installed[i] = 0;
    }
  }
}

/// Whether a signal must end the process even when a handler installed before
/// ours took it: a crash, or SIGQUIT (quit with a core dump, which Swift's
/// backtracer reports like a crash and then returns from). After whoever
/// handled it before us returns, the process still ends with it. SIGINT,
/// SIGTERM and SIGHUP are requests a previous handler may choose to finish.
static int must_end_process(int signal_number) {
  switch (signal_number) {
  case SIGQUIT:
  case SIGILL:
  case SIGTRAP:
  case SIGABRT:
  case SIGFPE:
  case SIGBUS:
  case SIGSEGV:
    return 1;
  default:
    return 0;
  }
}

static void restore_signal_handler(int signal_number, siginfo_t *info, void *context) {
  trellis_restore_run();
  // Hand the signal back to whoever had it before: the default action, or a
  // handler such as the Swift runtime's crash reporter, which prints its
  // report (asking at the terminal, now restored, when interactive).
  struct sigaction previous;
  memset(&previous, 0, sizeof previous);
  previous.sa_handler = SIG_DFL;
  for (size_t i = 0; i < RESTORE_SIGNAL_COUNT; i++) {
    if (restore_signals[i] == signal_number && installed[i]) {
      previous = previous_actions[i];
      sigaction(signal_number, &previous_actions[i], NULL);
      installed[i] = 0;
    }
  }
  int has_handler = (previous.sa_flags & SA_SIGINFO)
                        ? previous.sa_sigaction != NULL
                        : (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN);
  if (has_handler) {
    // Called here rather than by raising again: a crash reporter returns
    // expecting a fault to recur, and a signal sent from outside (kill -ABRT)
    // never recurs, which left the process alive after its report.
    if (previous.sa_flags & SA_SIGINFO) {
      previous.sa_sigaction(signal_number, info, context);
    } else {
      previous.sa_handler(signal_number);
    }
    // A stop request (SIGINT, SIGTERM, SIGHUP) the previous handler took is
    // its to finish; a crash or a quit ends the process with its signal, as
    // it would have: the terminal is restored and nothing would read it.
    if (!must_end_process(signal_number)) return;
  }
  struct sigaction default_action;
  memset(&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  sigemptyset(&default_action.sa_mask);
  sigaction(signal_number, &default_action, NULL);
  // The signal is blocked while this handler runs: raise it, then unblock
  // it, so the default action ends the process here.
  raise(signal_number);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, signal_number);
  sigprocmask(SIG_UNBLOCK, &unblock, NULL);
}

static void restore_at_exit(void) { trellis_restore_run(); }

int trellis_ensure_signal_stack(void) {
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return -1;
  // Keep one the thread (or the Swift runtime) already has.
  if (!(current.ss_flags & SS_DISABLE) && current.ss_size > 0) return 0;
  // One per thread, kept for the thread's life: a signal stack must outlive
  // every signal the thread can take.
  size_t size = 64 * 1024;
  void *memory = malloc(size);
  if (memory == NULL) return -1;
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = memory;
  stack.ss_size = size;
  if (sigaltstack(&stack, NULL) != 0) {
    free(memory);
    return -1;
  }
  return 0;
}

int trellis_restore_arm(int output_fd, int termios_fd, const struct termios *saved,
                        const char *bytes, size_t length) {
  if (length > sizeof restore_bytes) return -1;
  (void)trellis_ensure_signal_stack();
  trellis_restore_disarm();
  restore_fd = output_fd;
  restore_termios_fd = termios_fd;
  restore_termios = *saved;
  memcpy(restore_bytes, bytes, length);
  restore_length = length;
  __atomic_store_n(&restore_armed, 1, __ATOMIC_SEQ_CST);
  if (!atexit_registered) {
    atexit(restore_at_exit);
    atexit_registered = 1;
  }
  for (size_t i = 0; i < RESTORE_SIGNAL_COUNT; i++) {
    struct sigaction previous;
    if (sigaction(restore_signals[i], NULL, &previous) != 0) continue;
    // A signal the process chose to ignore (nohup) stays ignored.
    if (previous.sa_handler == SIG_IGN) continue;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = restore_signal_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK | SA_SIGINFO;
    if (sigaction(restore_signals[i], &action, &previous_actions[i]) == 0) installed[i] = 1;
  }
  return 0;
}

void trellis_restore_disarm(void) {
  __atomic_store_n(&restore_armed, 0, __ATOMIC_SEQ_CST);
  reinstate_previous_handlers();
}

int trellis_restore_is_armed(void) { return __atomic_load_n(&restore_armed, __ATOMIC_SEQ_CST); }

// MARK: SIGWINCH

static volatile sig_atomic_t winch_fd = -1;
static struct sigaction previous_winch;
static int winch_installed;

static void winch_handler(int signal_number) {
  (void)signal_number;
  int saved_errno = errno;
  int fd = winch_fd;
  if (fd >= 0) {
    char byte = 'w';
    // A full pipe already holds a pending notification; dropping this one is fine.
    (void)!write(fd, &byte, 1);
  }
  errno = saved_errno;
}

int trellis_winch_install(int fd) {
  winch_fd = fd;
  if (winch_installed) return 0;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = winch_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(SIGWINCH, &action, &previous_winch) != 0) return -1;
  winch_installed = 1;
  return 0;
}

void trellis_winch_uninstall(void) {
  winch_fd = -1;
  if (!winch_installed) return;
  sigaction(SIGWINCH, &previous_winch, NULL);
  winch_installed = 0;
}
