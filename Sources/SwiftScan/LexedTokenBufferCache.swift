#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The storage of a dropped `LexedTokenBuffer` (its three sinks' blocks), kept per thread for
/// the next buffer made there.
///
/// Why: a caller makes a buffer per file it checks (`MigratedTextCheck`), and its three blocks
/// (the tokens' 3 KB among them) cost a `malloc` and a `free` each per file, about 1,500
/// instructions, more than lexing a small file's windows into them. One set is kept per thread:
/// a buffer made while the set is taken (another buffer alive on the thread) makes its own, and
/// a buffer dropped while a set is kept frees the smaller of the two. A block is owned by one
/// buffer or by the thread's cache, never both; the cache's blocks are freed with the thread.
struct LexedTokenBufferCache {
  var tokens: UnsafeMutablePointer<Token>
  /// 0 when the cache holds nothing (its blocks taken by a buffer).
  var tokenCapacity: Int
  var lines: UnsafeMutablePointer<Int32>
  var lineCapacity: Int
  var periods: UnsafeMutablePointer<Int32>
  var periodCapacity: Int

  /// The key of each thread's cache (a block holding one `LexedTokenBufferCache`).
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { LexedTokenBufferCache.release($0) }
    precondition(status == 0, "no thread-specific key for kept token buffers")
    return key
  }()

  /// This thread's kept blocks, taken out of the cache, if it holds some with room for
  /// `tokens` tokens.
  static func take(tokens: Int) -> LexedTokenBufferCache? {
    guard let raw = pthread_getspecific(key) else { return nil }
    let cache = raw.assumingMemoryBound(to: LexedTokenBufferCache.self)
    guard cache.pointee.tokenCapacity >= tokens else { return nil }
    let taken = cache.pointee
    cache.pointee.tokenCapacity = 0
    return taken
  }

  /// Keeps `blocks` (a dropped buffer's, owned by no one else) in this thread's cache, or frees
  /// them, or the smaller set the cache held.
  static func keep(_ blocks: LexedTokenBufferCache) {
    let cache: UnsafeMutablePointer<LexedTokenBufferCache>
    if let raw = pthread_getspecific(key) {
      cache = raw.assumingMemoryBound(to: LexedTokenBufferCache.self)
      if cache.pointee.tokenCapacity >= blocks.tokenCapacity {
        blocks.deallocate()
        return
      }
      if cache.pointee.tokenCapacity > 0 { cache.pointee.deallocate() }
    } else {
      cache = .allocate(capacity: 1)
      pthread_setspecific(key, cache)
    }
    cache.initialize(to: blocks)
  }

  /// Frees a thread's cache when the thread ends.
  static func release(_ raw: UnsafeMutableRawPointer?) {
    guard let cache = raw?.assumingMemoryBound(to: LexedTokenBufferCache.self) else { return }
    if cache.pointee.tokenCapacity > 0 { cache.pointee.deallocate() }
    cache.deallocate()
  }

  func deallocate() {
    tokens.deallocate()
    lines.deallocate()
    periods.deallocate()
  }
}
