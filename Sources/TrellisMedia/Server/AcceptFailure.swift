#if canImport(Glibc)
  import Glibc
#endif

/// What a ``LocalHTTPServer`` does after `accept` failed with an `errno`.
enum AcceptFailure: Equatable {
  /// The failure was that one connection's, or a signal's: accept the
  /// next at once (`EINTR`, `ECONNABORTED`, `EPROTO`, the network errors
  /// Linux passes on from the new socket, `EAGAIN`).
  case retryNow
  /// The system is short of something that connections ending will free:
  /// back off, then retry (`EMFILE`, `ENFILE`, `ENOBUFS`, `ENOMEM`, and
  /// `EPERM` from a firewall rule).
  case retryLater
  /// The listening socket itself is broken (`EBADF`, `EINVAL`,
  /// `ENOTSOCK`…): retrying cannot help.
  case fatal

  init(errno code: Int32) {
    switch code {
    case EINTR, ECONNABORTED, EPROTO, EAGAIN, ENETDOWN, ENOPROTOOPT, EHOSTDOWN,
      ENONET, EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH, ETIMEDOUT:
      self = .retryNow
    case EMFILE, ENFILE, ENOBUFS, ENOMEM, EPERM:
      self = .retryLater
    default:
      self = .fatal
    }
  }
}
