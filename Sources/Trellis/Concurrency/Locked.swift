#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a lock that Thread Sanitizer understands.
///
/// Trellis' modules use this instead of the standard library's `Mutex`
/// (Synchronization) for state shared between threads. On Linux `Mutex`
/// locks with futexes inside the uninstrumented standard library, so Thread
/// Sanitizer never sees its acquire and release: correct code that shares
/// objects through a `Mutex` is reported as racing (a 20-line program with
/// four threads does it; so did the data source's parallel builds). A
/// `pthread_mutex_t` is intercepted by the sanitizer, so its reports mean
/// real races. Uncontended, both cost one atomic compare-and-swap.
///
/// The API is `Mutex`'s: `withLock` gives the body exclusive access.
package final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A lock guarding `initialValue`.
  package init(_ initialValue: Value) {
    value = initialValue
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value and returns its result.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
