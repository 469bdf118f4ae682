import Foundation
import SwiftScan

/// What a migration pass needs of its migrated text — that it scans cleanly (lexes, holds no
/// marker, balances), and, when asked, whether it still spells a Combine name and whether it still
/// holds candidates for another pass — found by lexing only the lines the edits touch and walking
/// the original's tokens for the rest, instead of lexing the whole migrated text again. `check` answers only where it can vouch for what
/// `ScannedFile(bytes: migrated, outline: false)` would give; `nil` sends the caller to that scan
/// (which also words the error of a text that does not scan).
///
/// Why the answer is the scan's. The migrated text is the original with *windows* replaced:
/// each window runs from the start of the first line an edit (or a run of touching edits)
/// touches to the end of its last line, in the original, and holds the edited text of those
/// lines. The lexer carries from one token to the next only its modes (open strings and
/// interpolations) and, for a `/`, the last significant token (whether a bare regex may start);
/// markers look back one byte to a line break. So where a window starts at a token boundary of
/// the original with no mode open (no string opened and not closed before it), the migrated
/// text's lexer enters the window as a lexer of the window alone starts (the line before ends in
/// a line feed, and the window's first significant token does not start with `/`), and lexes it
/// alike (a window starting the text is lexed from its start either way; one starting later
/// does not start with a byte order mark or a shebang, which only a text's start reads, and
/// neither do the original's bytes an empty window leaves at the start); a window lexed alone
/// without an error ends with no mode open, and it ends in a line feed (or the text), so none of
/// its tokens reaches past it. After it, the original's tokens
/// from the window's end on are the migrated text's as well, when the original has a token
/// boundary with no mode open there too and the first significant token after it does not start
/// with `/`. The text holds no `\r` (checked), so lines end at line feeds only. Then the
/// migrated tokens are the original's outside the windows and the windows' own: the original
/// has no error and no marker, the windows none (lexed; markers looked for conservatively), and
/// the balance of groups and `#if` blocks is checked over that sequence as the scan checks it
/// (nesting deeper than a bound far below the scan's is left to the scan).
enum MigratedTextCheck {
  /// Nesting this deep is left to the full scan (whose limit is `OutlineBuilder.maximumNesting`,
  /// 512): below it the scan cannot fail on depth.
  static let depthBound = 256

  /// What the check found of a migrated text that scans without an error.
  struct Answer {
    /// With `names` asked about: whether an identifier or attribute (not a keyword) spells one
    /// of them, as `UnusedCancellables.removeImport` asks of the scanned text (the `Combine` of
    /// an `import` not counted); false otherwise.
    var usesCombine: Bool
    /// With `candidates` asked about: what `Migrator.hasCandidates` answers of the scanned text,
    /// or nil where this cannot tell (an identifier `publisher`, whose receiver it would look
    /// at, and no other candidate); false otherwise.
    var hasCandidates: Bool?
  }

  /// Whether the migrated text of `file` with `sorted` applied (edits as
  /// `EditApplier.normalized` returns them) scans without an error, decided without lexing it
  /// all: `nil` when this cannot tell (the caller scans the text), else what it found.
  static func check(_ file: ScannedFile, sorted edits: [Edit], names: UnusedCancellables.CombineNameTable?,
                    candidates: Bool = false) -> Answer? {
    let bytes = file.bytes
    guard !edits.isEmpty else { return nil }
    // Without `\r` every line ends at a line feed (edits insert the file's own line break).
    if bytes.withUnsafeBufferPointer({ $0.isEmpty || memchr($0.baseAddress!, 0x0D, $0.count) == nil }) == false { return nil }
    // The group stack, the window's bytes, the windows' tokens and the segments between them are
    // the thread's, kept from file to file (the window and the segments are moved out for the
    // check and back after it).
    let scratch = MigrationScratch.take()
    defer { MigrationScratch.give(scratch) }
    var window: [UInt8] = []
    swap(&window, &scratch.window)
    defer { swap(&window, &scratch.window) }
    if window.capacity < 512 { window.reserveCapacity(512) }
    // With candidates asked about: the original's bytes between the windows.
    var segments: [Range<Int>] = []
    if candidates {
      swap(&segments, &scratch.segments)
      segments.removeAll(keepingCapacity: true)
    }
    defer { if candidates { swap(&segments, &scratch.segments) } }
    let lexed = scratch.lexed
    return bytes.withUnsafeBufferPointer { source -> Answer? in
      file.tokens.withUnsafeBufferPointer { tokens -> Answer? in
        var walk = Walk(asksCombine: names != nil, names: names ?? UnusedCancellables.combineNameTable, open: scratch.openGroups)
        var t = 0
        var e = 0
        // With candidates asked about: what the words of the migrated text say, and where the
        // original's bytes after the last window (in `segments`) start.
        var words = CandidateWords()
        var segmentStart = 0
        while e < edits.count {
          // The window: whole lines around this edit and every edit that touches them.
          let lower = lineStart(source, edits[e].range.lowerBound)
          let first = e
          var upper = lineEnd(source, edits[e].range)
          guard upper >= 0 else { return nil }
          e += 1
          while e < edits.count, lineStart(source, edits[e].range.lowerBound) <= upper {
            let end = lineEnd(source, edits[e].range)
            guard end >= 0 else { return nil }
            upper = max(upper, end)
            e += 1
          }
          // The original's tokens before the window: the migrated text's too.
          let windowStart = firstToken(tokens, startingAtOrAfter: lower, from: t, below: tokens.count)
          walk.feed(tokens, t..<windowStart, source, original: true)
          t = windowStart
          // A token boundary with no mode open where the window starts.
          guard !walk.failed, walk.strings == 0, t < tokens.count ? Int(tokens[t].start) == lower : lower == source.count else { return nil }
          // The window's migrated text. (Most windows start and end with an edit, and a removal
          // leaves its window empty: empty pieces are not appended, nor an empty window emptied.)
          if !window.isEmpty { window.removeAll(keepingCapacity: true) }
          var cursor = lower
          for k in first..<e {
            // (The edit's fields read in place: a copy of the edit retained and released its
            // replacement.)
            let range = edits[k].range
            guard range.lowerBound >= cursor, range.upperBound <= source.count else { return nil }
            if range.lowerBound > cursor {
              window.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<range.lowerBound]))
            }
            window.appendUTF8(edits[k].replacement)
            cursor = range.upperBound
          }
          if upper > cursor { window.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<upper])) }
          // The window's first significant token follows another token than alone: it must not
          // start with `/` (the last significant token before a `/` decides whether a bare regex
          // may start there).
          walk.afterWindow = true
          // What the text starts with is lexed otherwise (a byte order mark, a shebang): where an
          // empty window starts the text, the original's bytes after it start the migrated text.
          if window.isEmpty, lower == 0, startsSpecially(UnsafeBufferPointer(rebasing: source[upper...])) { return nil }
          if !window.isEmpty {
            // Ends in a line feed, or where the text ends; starts with nothing only the start of a
            // text lexes otherwise (a byte order mark, a shebang).
            guard window[window.count - 1] == 0x0A || upper == source.count else { return nil }
            if lower > 0, window.withUnsafeBufferPointer(startsSpecially) { return nil }
            // The window's tokens (valid until the next window is lexed), or none where the
            // lexer found an error.
            guard let windowTokens = window.withUnsafeBufferPointer({ Lexer.lex($0, into: &lexed.pointee) ? lexed.pointee.tokens : nil })
            else { return nil }
            window.withUnsafeBufferPointer { windowBytes in
              if candidates { words.find(in: windowBytes, 0..<windowBytes.count, tokens: windowTokens) }
              walk.feed(windowTokens, 0..<windowTokens.count, windowBytes, original: false)
            }
            guard !walk.failed else { return nil }
          }
          // The original's tokens the window replaces: only whether a string opens or closes.
          // Every string's opening and closing holds a `"`, so only the tokens holding one are
          // looked at: each `"` of the replaced bytes is found by a byte search, its token by
          // bisection, and the search goes on after that token (which may hold several). Where
          // the tokens from `t` to `windowEnd` cover exactly the replaced bytes (else the test
          // after this refuses the window), these are exactly the tokens among them holding a
          // `"` (tokens tile the text, none is empty), each once.
          let windowEnd = firstToken(tokens, startingAtOrAfter: upper, from: t, below: tokens.count)
          if upper > lower {
            var strings = walk.strings
            let base = source.baseAddress!
            var offset = lower, low = t
            while offset < upper, let hit = memchr(base + offset, Int32(UInt8(ascii: "\"")), upper - offset) {
              let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
              // The last token starting at or before `at` (tokens[t] starts at `lower`), looked for
              // below `windowEnd`: at `at + 1 <= upper` the first token starting there comes no
              // later than the first starting at `upper`.
              let k = firstToken(tokens, startingAtOrAfter: at + 1, from: low, below: windowEnd) - 1
              let kind = tokens[k].kind
              if kind == .stringOpen { strings += 1 } else if kind == .stringClose { strings -= 1 }
              offset = Int(tokens[k].end)
              low = k + 1
            }
            walk.strings = strings
          }
          t = windowEnd
          guard walk.strings == 0, t < tokens.count ? Int(tokens[t].start) == upper : upper == source.count else { return nil }
          // The original's bytes before the window, whose words are looked at once all is
          // checked (searched here, in the loop, the check cost findings-only passes more).
          if candidates {
            segments.append(segmentStart..<lower)
            segmentStart = upper
          }
          // So must the first significant token after the window, which follows the window's last
          // (or, after an empty window, one before it) instead of the original's.
          walk.afterWindow = true
        }
        walk.feed(tokens, t..<tokens.count, source, original: true)
        guard !walk.failed, walk.depth == 0, walk.conditionals == 0 else { return nil }
        guard candidates else { return Answer(usesCombine: walk.found, hasCandidates: false) }
        // The original's words between the windows are the migrated text's there; each lies in
        // its segment whole (a token starts where a segment ends).
        segments.append(segmentStart..<source.count)
        for segment in segments { words.find(in: source, segment, tokens: tokens) }
        return Answer(usesCombine: walk.found, hasCandidates: words.candidate ? true : words.publisher ? nil : false)
      }
    }
  }

  /// Whether `bytes` start with what the lexer reads otherwise at the start of a text: a byte
  /// order mark or a shebang.
  private static func startsSpecially(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    (bytes.count >= 2 && bytes[0] == UInt8(ascii: "#") && bytes[1] == UInt8(ascii: "!"))
      || (bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF)
  }

  /// The index of the first token from `from` on that starts at or after `offset` (`high` when
  /// none before it does), by bisection (tokens are in order).
  ///
  /// Tokens are not empty and do not overlap, so token `from + j` starts `j` bytes after token
  /// `from` or later: the one looked for lies at most `offset - start(from)` tokens on, and the
  /// bisection is held to those (the windows and the `"`s of a window lie a few lines apart:
  /// a few steps instead of ten or more over the rest of the file).
  private static func firstToken(_ tokens: UnsafeBufferPointer<Token>, startingAtOrAfter offset: Int, from: Int, below high: Int) -> Int {
    var low = from, high = high
    if low < high { high = min(high, low &+ max(0, offset &- Int(tokens[low].start)) &+ 1) }
    // `low` and `high` lie in `0...tokens.count` (never negative, nowhere near overflow):
    // unchecked arithmetic and a shift, not a checked sum and a signed division, per step.
    while low < high {
      let mid = (low &+ high) &>> 1
      if Int(tokens[mid].start) < offset { low = mid &+ 1 } else { high = mid }
    }
    return low
  }

  /// What `Migrator.hasCandidates` looks for in a text's identifiers (not keywords): `ViewStore`,
  /// `ViewStoreOf` and `ifLet` (candidates), and `publisher` (whose receiver it would look at),
  /// found as it finds them: by byte searches, kept where an identifier of exactly that spelling
  /// starts.
  struct CandidateWords {
    var candidate = false
    var publisher = false

    private static let viewStore = ByteWord("ViewStore"), ifLet = ByteWord("ifLet"), publisherWord = ByteWord("publisher")

    /// Looks at the words lying in bytes `range` of `bytes`, whose tokens are `tokens` (what
    /// earlier calls found stays found). An identifier starting in the range that spells a word
    /// lies in it whole when a token starts where the range ends, as at a window's start.
    mutating func find(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, tokens: UnsafeBufferPointer<Token>) {
      if candidate || range.isEmpty { return }
      let haystack = UnsafeBufferPointer(rebasing: bytes[range]), base = range.lowerBound
      // The identifier starting at `offset` (tokens are in order and none is empty), if any.
      func identifier(at offset: Int) -> Token? {
        var low = 0, high = tokens.count
        while low < high {
          let mid = (low + high) / 2
          if Int(tokens[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        guard low < tokens.count, Int(tokens[low].start) == offset, tokens[low].kind == .identifier,
              tokens[low].keyword == .none else { return nil }
        return tokens[low]
      }
      candidate = Self.viewStore.firstOccurrence(in: haystack) { found in
        let offset = base + found
        guard let token = identifier(at: offset) else { return false }
        let length = Int(token.end - token.start)
        return length == 9 || (length == 11 && bytes[offset + 9] == UInt8(ascii: "O") && bytes[offset + 10] == UInt8(ascii: "f"))
      } || Self.ifLet.firstOccurrence(in: haystack) { found in
        identifier(at: base + found).map { $0.end - $0.start == 5 } ?? false
      }
      if !candidate, !publisher {
        publisher = Self.publisherWord.firstOccurrence(in: haystack) { found in
          identifier(at: base + found).map { $0.end - $0.start == 9 } ?? false
        }
      }
    }
  }

  /// Where the line holding `offset` starts (lines end at line feeds: the text holds no `\r`).
  private static func lineStart(_ source: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
    var k = min(offset, source.count)
    while k > 0, source[k - 1] != 0x0A { k -= 1 }
    return k
  }

  /// Where the window of an edit over `range` ends: `range`'s end when a line starts there (and
  /// the range is not empty, or it is an insertion at the start of a line), else after the line
  /// feed ending the line holding it (or the text's end); -1 for a range out of bounds.
  private static func lineEnd(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let b = range.upperBound
    guard range.lowerBound >= 0, b <= source.count else { return -1 }
    if b == 0 || source[b - 1] == 0x0A { return b }
    // The line feed found by `memchr` (a byte loop cost about four instructions a byte).
    guard b < source.count, let feed = memchr(source.baseAddress! + b, 0x0A, source.count - b) else { return source.count }
    return UnsafeRawPointer(source.baseAddress!).distance(to: UnsafeRawPointer(feed)) + 1
  }

  /// Whether an operator token could be a merge-conflict marker or end an editor placeholder's
  /// `<`, as the lexer records them (a superset: a marker anywhere, not only at a line start).
  private static func mayBeMarker(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(token.start), end = Int(token.end)
    let first = bytes[start]
    if end - start >= 7, first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "=") { return true }
    return bytes[end - 1] == UInt8(ascii: "<") && end < bytes.count && bytes[end] == UInt8(ascii: "#")
  }

  /// The state of the walk over the migrated tokens: open groups (as the scan's balance check
  /// keeps them), open `#if` blocks, strings open in the original, the Combine question, and
  /// whether the next significant token must not start with `/`.
  private struct Walk {
    let open: UnsafeMutablePointer<TokenKind>
    var depth = 0
    var conditionals = 0
    /// Strings opened and not closed, counted on the original's tokens.
    var strings = 0
    let asksCombine: Bool
    let names: UnusedCancellables.CombineNameTable
    var found = false
    /// The keyword of the last significant token fed (`.none` for other tokens), kept from one
    /// range to the next while the Combine question is open.
    var previousKeyword = Keyword.none
    /// Whether the next significant token fed must not start with `/`.
    var afterWindow = false
    /// Set where the scan might find an error (or nesting this walk leaves to it).
    var failed = false

    /// `open` has room for `depthBound + 1` kinds (`MigrationScratch.openGroups`); the walk
    /// writes only below its depth, which starts at 0.
    init(asksCombine: Bool, names: UnusedCancellables.CombineNameTable, open: UnsafeMutablePointer<TokenKind>) {
      self.asksCombine = asksCombine
      self.names = names
      self.open = open
    }

    // Bit masks over token kinds (all raw values are below 64), computed where used: constants
    // the compiler folds, not lazily initialized globals checked on every call.
    @inline(__always) private static func bit(_ kind: TokenKind) -> UInt64 { 1 << UInt64(kind.rawValue) }
    /// The kinds the balance and the strings are decided by.
    @inline(__always) private static var structure: UInt64 {
      bit(.leftParen) | bit(.leftBracket) | bit(.leftBrace) | bit(.interpolationOpen) | bit(.rightParen) | bit(.rightBracket)
        | bit(.rightBrace) | bit(.interpolationClose) | bit(.pound) | bit(.stringOpen) | bit(.stringClose)
    }
    @inline(__always) private static var nameKinds: UInt64 { bit(.identifier) | bit(.attribute) }

    /// Feeds tokens `range` (`bytes` holds their text; `original`: they are the original's, whose
    /// strings are counted, else a window's, whose operators are looked at as markers). Stops
    /// early, with `failed` set, where the scan might find an error. All the state in locals for
    /// the loop, the tokens read through a pointer: every token of the file passes here, and most
    /// are trivia or decide nothing, passed over by one test each.
    mutating func feed(_ tokens: UnsafeBufferPointer<Token>, _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, original: Bool) {
      guard !range.isEmpty, let base = tokens.baseAddress else { return }
      let first = base + range.lowerBound
      let end = base + range.upperBound
      // The last significant token of `from..<to`'s keyword, or `fallback` when it holds none.
      func lastKeyword(_ from: UnsafePointer<Token>, _ to: UnsafePointer<Token>, _ fallback: Keyword) -> Keyword {
        var q = to
        while q > from {
          q -= 1
          if !q.pointee.kind.isTrivia { return q.pointee.keyword }
        }
        return fallback
      }
      if afterWindow {
        var q = first
        while q < end, q.pointee.kind.isTrivia { q += 1 }
        if q < end {
          if bytes[Int(q.pointee.start)] == UInt8(ascii: "/") { failed = true; return }
          afterWindow = false
        }
      }
      var depth = self.depth, conditionals = self.conditionals, strings = self.strings
      var found = self.found
      let asking = asksCombine && !found
      // The table's pointers in registers: read through `self`, they were loaded again after
      // every store into `open`, which might alias it.
      let names = self.names
      // (No trivia kind among them: trivia is passed over by the same test.)
      var handled = Self.structure | (original ? 0 : Self.bit(.operator)) | (asking ? Self.nameKinds : 0)
      var p = first
      var failed = false
      loop: while p < end {
        let token = p.pointee
        p += 1
        let shift = UInt64(token.kind.rawValue & 63)
        guard (handled >> shift) & 1 != 0 else { continue }
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
          guard depth < MigratedTextCheck.depthBound else { failed = true; break loop }
          open[depth] = token.kind
          depth += 1
        case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
          guard depth > 0, open[depth - 1].closer == token.kind else { failed = true; break loop }
          depth -= 1
        case .pound:
          if spells(token, "#if", bytes) {
            conditionals += 1
          } else if spells(token, "#endif", bytes) {
            guard conditionals > 0 else { failed = true; break loop }
            conditionals -= 1
          } else if spells(token, "#else", bytes) || spells(token, "#elseif", bytes) {
            guard conditionals > 0 else { failed = true; break loop }
          }
        case .stringOpen:
          if original { strings += 1 }
        case .stringClose:
          if original { strings -= 1 }
        case .operator:
          if MigratedTextCheck.mayBeMarker(token, bytes) { failed = true; break loop }
        default:
          // An identifier or attribute, while the Combine question is open. The `Combine` of an
          // `import` does not count: its previous significant token, in this range or before it.
          guard token.keyword == .none else { break }
          let skip = token.kind == .attribute ? 1 : 0
          guard names.contains(bytes, (Int(token.start) + skip)..<Int(token.end)) else { break }
          if skip == 0, spells(token, "Combine", bytes), lastKeyword(first, p - 1, previousKeyword) == .import { break }
          found = true
          handled &= ~Self.nameKinds
        }
      }
      self.depth = depth
      self.conditionals = conditionals
      self.strings = strings
      self.found = found
      if failed { self.failed = true }
      if asking, !found { previousKeyword = lastKeyword(first, end, previousKeyword) }
    }

    private func spells(_ token: Token, _ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      let length = Int(token.end - token.start)
      return length == word.utf8CodeUnitCount && memcmp(bytes.baseAddress! + Int(token.start), word.utf8Start, length) == 0
    }
  }
}
