import SwiftScan

/// The tokens of each `observe` block that `non-idempotent-observe` and
/// `view-creation-in-observe` look at, found in one walk over the block for both rules.
///
/// Each rule looked at every token of every block itself, one walk each, and most tokens pass
/// neither rule's token test (trivia, most names, punctuation): one walk reading each token once
/// leaves each rule the few tokens it asks about.
///
/// Contract: the entries of call `c` for a rule are, in order, exactly the tokens `t` of the
/// call's body (`LintContext.bodyRange(of:)`) for which the rule's token test holds
/// (`NonIdempotentObserve.mayAdd`, `ViewCreationInObserve.mayConstruct`). Both tests are pure
/// (they read the token, its neighbours and its bytes, and ask nothing of the tree), so a rule
/// going through its entries does what its own walk did for those tokens, and nothing for the
/// others (whose test failed there too).
///
/// The arrays keep their storage from file to file (the `LintContext.Cache` holding this is the
/// worker's): a file's entries overwrite the last file's, and only counts are reset.
struct ObserveBlockTokens {
  /// Whether `walk` ran for the current file.
  private(set) var isWalked = false
  /// `t << 1` for a token of `non-idempotent-observe`, `t << 1 | 1` for one of
  /// `view-creation-in-observe`, block after block, in token order within each.
  private var entries: [Int] = []
  /// Call `c`'s entries are `entries[starts[c]..<starts[c + 1]]`.
  private var starts: [Int] = []

  /// Forgets the current file's entries (their storage is kept).
  mutating func forget() { isWalked = false }

  /// Finds the entries of the blocks of `calls` in `file`.
  mutating func walk(_ calls: [ObserveCall], in file: ScannedFile) {
    isWalked = true
    // A block gives at most two entries per token of its body (one per rule). The arrays are
    // grown to that room once (appending past the last file's entries: emptying them per file
    // would be a call through `replaceSubrange` each) and written through one mutable buffer
    // each: a write by subscript asked the runtime whether the array is unique, once per entry.
    var room = 0
    for c in calls.indices {
      let group = file.outline.braces[calls[c].brace]
      room += 2 * max(0, group.close - group.open - 1)
    }
    var entries = self.entries, starts = self.starts
    self.entries = []
    self.starts = []
    Self.grow(&entries, to: room)
    Self.grow(&starts, to: calls.count + 1)
    // Bit `k` set for the token kinds of raw value `k` the tests take: names and operators (raw
    // values below 64, so a masking shift is the shift).
    let namesAndOperators: UInt64 = 1 &<< UInt64(TokenKind.identifier.rawValue) | 1 &<< UInt64(TokenKind.operator.rawValue)
    // Every token of every block passes here: read in place, without bounds checks (the body
    // and the tokens the tests read after a name lie inside the file's tokens and bytes).
    entries.withUnsafeMutableBufferPointer { entries in
      starts.withUnsafeMutableBufferPointer { starts in
        file.tokens.withUnsafeBufferPointer { tokens in
          file.bytes.withUnsafeBufferPointer { bytes in
            var n = 0
            for c in calls.indices {
              starts[c] = n
              let group = file.outline.braces[calls[c].brace]
              let close = group.close
              var t = group.open + 1
              while t < close {
                // Only names and operators pass either test: one bit test rules out the rest
                // (most tokens: trivia and punctuation).
                let kind = tokens[t].kind
                if namesAndOperators &>> UInt64(kind.rawValue) & 1 != 0 {
                  let token = tokens[t]
                  if kind == .identifier {
                    if NonIdempotentObserve.mayAdd(token, bytes) {
                      entries[n] = t << 1
                      n += 1
                    }
                    if ViewCreationInObserve.mayConstruct(t, tokens) {
                      entries[n] = t << 1 | 1
                      n += 1
                    }
                  } else if NonIdempotentObserve.mayAccumulate(token, t, bytes, file) {
                    entries[n] = t << 1
                    n += 1
                  }
                }
                // (Below `close`, an index of the file's tokens: it cannot overflow.)
                t &+= 1
              }
            }
            starts[calls.count] = n
          }
        }
      }
    }
    self.entries = entries
    self.starts = starts
  }

  /// Appends zeros to `array` up to `count` entries (none if it holds as many).
  private static func grow(_ array: inout [Int], to count: Int) {
    guard array.count < count else { return }
    array.reserveCapacity(count)
    while array.count < count { array.append(0) }
  }

  /// The positions in the entries of call `c` (of the calls walked), for `token(at:)`.
  func positions(ofCall c: Int) -> Range<Int> { starts[c]..<starts[c + 1] }

  /// The token at entry position `k` if it is one of `view-creation-in-observe` (`construction`)
  /// or of `non-idempotent-observe` (not `construction`), else nil.
  @inline(__always)
  func token(at k: Int, construction: Bool) -> Int? {
    let entry = entries[k]
    return (entry & 1 == 1) == construction ? entry >> 1 : nil
  }
}
