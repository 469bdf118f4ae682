#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftScan

/// The working storage one thread's migration passes reuse from file to file: the chains' text
/// buffer and the arrays a chain's parse and rewrite fill (`PublisherSubscription.run`), and the
/// safety check's token buffer, window and group stack (`MigratedTextCheck.check`).
///
/// Contract: what a pass computes does not depend on whether its storage was new or reused —
/// every user empties what it takes before writing (and the storage holds no answer, only room).
/// Why: each of these was allocated and freed once per file (a dozen allocations per legacy
/// file, which `lint` migrates once each), and they are the same few buffers every time.
///
/// Taken from the thread's slot and given back when done (`take`, `give`), not borrowed in
/// place: a pass that ran inside another on the same thread would find the slot empty and make
/// its own, so two users never share one. A class (its buffers outlive each pass), kept in a
/// POSIX thread-specific slot that releases it when the thread ends.
final class MigrationScratch {
  /// `MigratedTextCheck`'s: the windows' tokens, a window's bytes, the byte ranges between the
  /// windows and the open groups' kinds.
  /// The tokens' buffer is read and written through its pointer: as a field of the class, each
  /// window's lexing paid a run-time exclusivity check (a begin and an end call) and a release.
  let lexed: UnsafeMutablePointer<LexedTokenBuffer>
  var window: [UInt8] = []
  var segments: [Range<Int>] = []
  let openGroups: UnsafeMutablePointer<TokenKind>
  /// `PublisherSubscription.run`'s: the chains' text (emptied when taken), the buffer its
  /// observe blocks are written into, a subscriber's substitutions and the chain a parse fills.
  private var text: ChainRewriteText? = nil
  private var block: PublisherSubscription.BlockText? = nil
  var substitutions = TokenSubstitutions()
  var chain = Chain.empty
  /// `PublisherSubscription.run`'s lists of a file: the receivers of `publisher`, its rewrites,
  /// the one group most files make, and the removals of an observe block's chains (each emptied
  /// by its user before it writes).
  var receivers: [Int] = []
  var rewrites: [PublisherSubscription.Rewrite] = []
  var group: [Int] = []
  var removals: [Range<Int>] = []
  /// `FileModel.init`'s grouping of the variables by class.
  var grouping: [Int] = []

  private init() {
    openGroups = .allocate(capacity: MigratedTextCheck.depthBound + 1)
    lexed = .allocate(capacity: 1)
    lexed.initialize(to: LexedTokenBuffer())
  }

  deinit {
    openGroups.deallocate()
    lexed.deinitialize(count: 1)
    lexed.deallocate()
    text?.deallocate()
    block?.deallocate()
  }

  /// Above this many bytes (or tokens) a buffer is not kept for the next file: one huge file
  /// does not leave a thread holding its room.
  static let keptLimit = 1 << 20

  /// The chains' text, empty: the one kept from an earlier file, or a new one.
  func takeText() -> ChainRewriteText {
    guard var kept = text else { return ChainRewriteText() }
    text = nil
    kept.removeAll()
    return kept
  }

  /// Keeps `text` (taken with `takeText`) for the next file, or frees it when it grew large.
  func keep(_ text: ChainRewriteText) {
    if text.byteCount > Self.keptLimit || self.text != nil { text.deallocate(); return }
    self.text = text
  }

  /// The observe blocks' buffer: the one kept from an earlier file (holding bytes nothing reads
  /// any more: every block empties it first), or a new one.
  func takeBlock() -> PublisherSubscription.BlockText {
    guard let kept = block else { return PublisherSubscription.BlockText(capacity: 1024) }
    block = nil
    return kept
  }

  /// Keeps `block` (taken with `takeBlock`) for the next file, or frees it when it grew large.
  func keep(_ block: PublisherSubscription.BlockText) {
    if block.capacity > Self.keptLimit || self.block != nil { block.deallocate(); return }
    self.block = block
  }

  /// This thread's scratch (its slot then empty until `give`), or a new one.
  static func take() -> MigrationScratch {
    let key = slot
    if let raw = pthread_getspecific(key) {
      pthread_setspecific(key, nil)
      return Unmanaged<MigrationScratch>.fromOpaque(raw).takeRetainedValue()
    }
    return MigrationScratch()
  }

  /// Puts `scratch` back in this thread's slot (dropping what grew past `keptLimit`), unless the
  /// slot holds another already; then `scratch` is freed.
  static func give(_ scratch: MigrationScratch) {
    let key = slot
    guard pthread_getspecific(key) == nil else { return }
    if scratch.window.capacity > keptLimit { scratch.window = [] }
    if scratch.segments.capacity > keptLimit / 16 { scratch.segments = [] }
    if scratch.receivers.capacity > keptLimit / 16 { scratch.receivers = [] }
    if scratch.rewrites.capacity > keptLimit / 256 { scratch.rewrites = [] }
    if scratch.group.capacity > keptLimit / 16 { scratch.group = [] }
    if scratch.removals.capacity > keptLimit / 16 { scratch.removals = [] }
    if scratch.grouping.capacity > keptLimit / 16 { scratch.grouping = [] }
    if scratch.lexed.pointee.tokens.count > keptLimit / 16 { scratch.lexed.pointee = LexedTokenBuffer() }
    pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
  }

  /// The thread-specific slot, made once; a thread's scratch is released when the thread ends.
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    let created = pthread_key_create(&key) { raw in
      // (Optional on Glibc, not on Darwin: the same code for both.)
      let value: UnsafeMutableRawPointer? = raw
      guard let value else { return }
      Unmanaged<MigrationScratch>.fromOpaque(value).release()
    }
    precondition(created == 0, "a thread-specific slot for the migration's scratch")
    return key
  }()
}
