#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the `Outline` of a token stream in one forward pass plus a pass over declarations.
///
/// A `{` is classified by what introduced it: a pending type, function, control or accessor
/// keyword in the same group makes it a body; anything else (a call's trailing closure, an
/// argument, an initializer) makes it a closure. Imbalance is reported, never guessed around.
///
/// Speed: the pass (`OutlinePass`) goes from one token it has work for to the next (the lexer
/// recorded them: `LexerState.stops`), reads tokens and bytes through pointers valid for the
/// duration of `build`, keeps its group stack in a fixed buffer, tests keyword sets as bit masks
/// and makes a `String` only for names it stores.
enum OutlineBuilder {
  static let maximumNesting = 512

  /// The outline of `tokens` (which tile `bytes`), and the errors that stop it; `mismatch`, a
  /// closer that does not match its opener (the pass stops there), is for the caller to report
  /// (with the opener's line and column, which it has at hand). `counts` are the lexer's upper
  /// bounds for reserving the declaration arrays. The outline's per-token tables are written into
  /// the first `3 * tokens.count` entries of the file's table, from entry `tableStart` of the
  /// tokens' storage (`TokenStorage`; `branchOf`, the third, only from a file's first `#if`: past
  /// the others in a file without one), where the lexer left `room` entries before its lines
  /// (`Lexer.run`). The last `stopCount` of those entries hold the indices of the tokens the pass
  /// has work for, in order, as the lexer left them there (`Lexer.Lexed`).
  static func build(tokens fileTokens: [Token], tableStart: Int, room: Int, bytes fileBytes: [UInt8], counts: DeclarationCounts,
                    stopCount: Int)
    -> (outline: Outline, errors: [ScanError], mismatch: (close: Int, open: Int)?) {
    let n = fileTokens.count
    if n == 0 { return (Outline(), [], nil) }
    // The outline's three per-token tables at the start of the table: partners filled with -1
    // here, `braceOf` and `branchOf` left as the lexer left them, uninitialized: the pass writes
    // every element of those (in runs as it goes, the rest after an error), so they are not
    // filled twice; `branchOf` only in a file with `#if` (`Outline.branchOffset`).
    precondition(room >= 3 * n && stopCount <= n)
    var braces: [Brace] = []
    // The pass fills these in place (`OutlinePass.made`): no arrays of its own to hand over and
    // free (each a release per file, of the emptied array a swap left in the pass).
    var made = PassResults()
    var mismatch: (close: Int, open: Int)? = nil
    fileTokens.withUnsafeBufferPointer { tokens in
      // The table lies past the tokens, in room of the storage that is no element of the array
      // (`TokenStorage`): written here, while the file is made, and read only once it is.
      let partner = UnsafeMutablePointer(mutating: TokenStorage.entries(tokens.baseAddress!, from: tableStart))
      // -1 as a value the compiler cannot see as a constant (`braces >> 62` is 0: no file has
      // 2^62 `{`; the count of an array it could bound), so the fill stays a loop of (vector)
      // stores: a constant fill became a `memset`, whose `rep stos` callgrind counts an
      // instruction per byte.
      let noPartner = Int32(truncatingIfNeeded: (counts.braces &>> 62) &- 1)
      var k = 0
      while k < n {
        partner[k] = noPartner
        k &+= 1
      }
      fileBytes.withUnsafeBufferPointer { bytes in
        withUnsafeMutablePointer(to: &made) { made in
          var pass = OutlinePass(
            tokens: tokens.baseAddress!, count: n, bytes: bytes,
            partner: partner, braceOf: partner + n, branchOf: partner + 2 * n, braceCapacity: counts.braces,
            stops: UnsafePointer(partner + 3 * n - stopCount), stopCount: stopCount, made: made)
          pass.reserve(counts)
          pass.run()
          braces = pass.finishBraces()
          mismatch = pass.mismatch
          pass.deallocate()
        }
      }
    }
    // One outline, made once (setting the fields of an empty one, or swapping into them, cost
    // 0.35M instructions more on the mixed 30k-line tree).
    let outline = Outline(
      storage: fileTokens, tableStart: tableStart, tokenCount: n, branchOffset: made.writesBranches ? 2 * n : -1, braces: braces,
      types: made.types, functions: made.functions, closures: made.closures, variables: made.variables, imports: made.imports)
    return (outline, made.errors, mismatch)
  }
}

/// The last significant token of the statement that goes on past its significant token `t`,
/// among the `n` tokens at `tk` (which tile the bytes at `src`): from `t`, each next significant
/// token that does not end the statement (`statementEnds`, with whether a line break lies
/// between it and the last) is taken, a group it opens (`partner`, the first `partnerCount`
/// entries valid, for an opener its closer) with it, up to the end of the tokens. With
/// `commasContinue`, a comma never ends it (a comma inside an open `<` of a type).
///
/// One loop over the tokens, trivia included (a line feed noted as it is passed), where a walk
/// to each next significant token and then a test of it cost a third more.
@inline(__always)
func statementLast(_ tk: UnsafePointer<Token>, _ n: Int, _ src: UnsafePointer<UInt8>, partner: UnsafePointer<Int32>,
                   partnerCount: Int, after t: Int, commasContinue: Bool) -> Int {
  var last = t
  var k = t &+ 1
  var newline = false
  while k < n {
    let token = tk[k]
    if token.kind.isTrivia {
      // A block comment's bytes are searched only while no line break is known: once one is,
      // the answer cannot change (a comment between two declarations was read to its end).
      if token.kind == .newline || (token.kind == .blockComment && !newline && containsLineFeed(token, src)) { newline = true }
      k &+= 1
      continue
    }
    if !(commasContinue && token.kind == .comma), statementEnds(tk, src, before: k, newline: newline) { break }
    let closer = k < partnerCount ? Int(partner[k]) : -1
    last = closer > k ? closer : k
    k = last &+ 1
    newline = false
  }
  return last
}

/// Whether the statement that ended with the token before `next` is over before `next` (`tk`
/// and `src` as for `statementLast`); `newline`: whether a line break lies between them.
@inline(__always)
func statementEnds(_ tk: UnsafePointer<Token>, _ src: UnsafePointer<UInt8>, before next: Int, newline: Bool) -> Bool {
  let token = tk[next]
  switch token.kind {
  case .semicolon, .rightBrace, .rightParen, .rightBracket, .comma, .interpolationClose: return true
  default: break
  }
  if !newline { return false }
  // Not when `next` continues the expression (`ScannedFile.continuesExpression`).
  switch token.kind {
  case .period, .colon: return false
  case .operator:
    return token.end &- token.start == 1 && (src[Int(token.start)] == UInt8(ascii: "!") || src[Int(token.start)] == UInt8(ascii: "&"))
  default: return true
  }
}

/// Whether a token's bytes (in `src`) hold a `\n`.
func containsLineFeed(_ token: Token, _ src: UnsafePointer<UInt8>) -> Bool {
  var j = Int(token.start)
  while j < Int(token.end) {
    if src[j] == 0x0A { return true }
    j += 1
  }
  return false
}

/// A set of keywords as a bit mask over their raw values (all below 128).
struct KeywordSet {
  let low: UInt64
  let high: UInt64

  init(_ keywords: [Keyword]) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for keyword in keywords {
      let raw = Int(keyword.rawValue)
      precondition(raw < 128)
      if raw < 64 { low |= 1 << UInt64(raw) } else { high |= 1 << UInt64(raw - 64) }
    }
    self.low = low
    self.high = high
  }

  @inline(__always) func contains(_ keyword: Keyword) -> Bool {
    let raw = keyword.rawValue
    return raw < 64 ? (low >> UInt64(raw)) & 1 != 0 : (high >> UInt64(raw &- 64)) & 1 != 0
  }
}

extension TokenKind {
  /// Whether the outline pass has work for every token of this kind (`LexerState.stops`):
  /// groups' openers and closers, braces and `#…` (`#if` and its branches). The pass has none
  /// for other kinds, and for identifiers only where they spell a keyword that
  /// `Keyword.introducesOutline`.
  @inline(__always) var isOutlineStop: Bool {
    switch self {
    case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
         .interpolationOpen, .interpolationClose, .pound: return true
    default: return false
    }
  }
}

/// The keyword sets the pass consults, built once.
private final class OutlineTables: @unchecked Sendable {
  static let shared = OutlineTables()

  let notTypeNames = KeywordSet([
    .func, .var, .let, .static, .final, .override, .private, .fileprivate, .public, .internal,
    .open, .class, .`init`, .subscript, .typealias, .convenience, .required, .nonisolated,
  ])
  let bindingIntroducers = KeywordSet([.if, .guard, .while, .case, .for, .catch])
  let statementWords = KeywordSet([
    .let, .var, .if, .guard, .for, .while, .return, .switch, .self, .try, .await, .do,
    .repeat, .defer, .throw, .case, .super, .true, .false, .nil, .Self,
  ])
}

/// The outline pass's scratch memory, its group stack and brace buffers: one block per thread,
/// kept from file to file. The group stack alone is 20 KB (room for the nesting limit), and a
/// block of that size made and freed per file cost a `malloc` and a `free` of glibc's slower
/// sizes (about 450 instructions per file); a thread's block is freed when the thread ends. A
/// pass has the block to itself: it runs to its end on its thread, and starts no other.
private enum OutlineScratch {
  /// Room for the nesting limit and the one frame past it that the pass pushes before it fails.
  static let frames = OutlineBuilder.maximumNesting + 2
  static let framesSize = frames * MemoryLayout<Frame>.stride
  /// Before the frames: the number of braces the block has room for (one word, padded to 16 bytes).
  static let header = 16

  /// The key of each thread's block (freed by `free` when the thread ends).
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { free($0) }
    precondition(status == 0, "no thread-specific key for the outline's scratch memory")
    return key
  }()

  /// This thread's block, past its header: the frames, then room for `braces` braces and their
  /// types. Made the first time, and again (larger) for a file with more braces than it holds.
  static func block(braces: Int) -> UnsafeMutableRawPointer {
    precondition(framesSize % MemoryLayout<Brace>.alignment == 0
      && MemoryLayout<Brace>.stride % MemoryLayout<Int>.alignment == 0
      && max(MemoryLayout<Frame>.alignment, MemoryLayout<Brace>.alignment, MemoryLayout<Int>.alignment) <= header)
    let key = Self.key
    if let block = pthread_getspecific(key) {
      if block.load(as: Int.self) >= braces { return block + header }
      free(block)
    }
    // Room for more braces than asked (most files have a few dozen at most): grown seldom.
    let capacity = max(braces, 256)
    let block = malloc(header + framesSize + capacity * (MemoryLayout<Brace>.stride + MemoryLayout<Int>.stride))!
    block.storeBytes(of: capacity, as: Int.self)
    pthread_setspecific(key, block)
    return block + header
  }
}

/// A frame of the group stack. `pending` encodes `OutlineBuilder`'s pending introducer:
/// `noPending`, `control`, `variable`, `variableAfterEquals`, `2 * k` for type `k` and
/// `2 * f + 1` for function `f`.
private struct Frame {
  let open: Int           // token index of the opening delimiter, -1 for the file
  let brace: Int          // brace id for `{` frames, -1 otherwise
  var pending = noPending
  /// For a pending `var`, the token from which its line breaks and `=` are still to be read:
  /// `pending` is the `var` as it stood before them, and `OutlinePass.resolvedVariable(_:from:at:)`
  /// reads them at the frame's next `{`.
  var resume = 0

  @inline(__always) init(open: Int, brace: Int) {
    self.open = open
    self.brace = brace
  }

  @inline(__always) var isCode: Bool { open == -1 || brace != -1 }
}

/// The branch `OutlinePass.fill` is given before the file's first `#if`: `branchOf` left unwritten.
private let noBranches: Int32 = -1

private let noPending = -1
private let pendingControl = -2
private let pendingVariable = -3
private let pendingVariableAfterEquals = -4

/// What the pass makes besides its braces: the outline's declarations and the errors.
private struct PassResults {
  var types: [TypeDecl] = []
  var functions: [FunctionDecl] = []
  /// Made once the walk is over, from the braces of closures (`OutlinePass.makeClosures`).
  var closures: [ClosureDecl] = []
  var variables: [VariableDecl] = []
  var imports: [ImportDecl] = []
  var errors: [ScanError] = []
  /// Whether the walk wrote `branchOf`: from the file's first `#if` on (the tokens before it set
  /// to 0); without one, the table is left unwritten (`Outline.branchOffset`). Here, not in the
  /// pass: a larger pass (the walk copies it for `resolvedVariable`) crossed `memcpy`'s 256-byte
  /// step, about 25 instructions more a copy.
  var writesBranches = false
}

private struct OutlinePass {
  let tk: UnsafePointer<Token>
  let n: Int
  let src: UnsafePointer<UInt8>
  let byteCount: Int
  let partner: UnsafeMutablePointer<Int32>
  let braceOf: UnsafeMutablePointer<Int32>
  let branchOf: UnsafeMutablePointer<Int32>

  /// Braces in a buffer of our own, `braceCapacity` (the lexer's count of `{`) long: no
  /// uniqueness check or reallocation per access. `finishBraces` makes the array.
  var braces: UnsafeMutablePointer<Brace>
  var braceCount = 0
  var braceCapacity = 0
  /// For each brace, the innermost type whose body holds it (itself included), or -1.
  var braceType: UnsafeMutablePointer<Int>
  /// The declarations and errors, filled in place (`OutlineBuilder.build` owns them).
  let made: UnsafeMutablePointer<PassResults>
  /// The closures' braces made so far: the next closure's index.
  var closureCount = 0
  /// A closer that does not match its opener (close, open): the pass stops there and
  /// `ScannedFile.init` writes the error, with the opener's line and column.
  var mismatch: (close: Int, open: Int)? = nil

  let frames: UnsafeMutablePointer<Frame>
  /// Where `braces` start in this thread's scratch block (`OutlineScratch`), which holds
  /// `frames` and, unless they grew, `braces` and `braceType`.
  let block: UnsafeMutableRawPointer
  let view: TokenView
  /// The brace whose `}` the walk passed last (-1 before any): the one a `while` right after a
  /// `}` follows (`isRepeatBody`).
  var lastClosedBrace = -1

  let notTypeNames: KeywordSet
  let bindingIntroducers: KeywordSet
  /// The indices of the tokens the walk has work for, in order (`OutlineBuilder.build`): in the
  /// last places of `branchOf`, which the walk writes up to the token it is at only. (Those
  /// places are never written before they are read: stop `s` is at `branchOf[n - stopCount + s]`,
  /// and at most `n - 1 - t` stops follow the one at token `t`.)
  let stops: UnsafePointer<Int32>
  let stopCount: Int

  init(tokens: UnsafePointer<Token>, count: Int, bytes: UnsafeBufferPointer<UInt8>,
       partner: UnsafeMutablePointer<Int32>, braceOf: UnsafeMutablePointer<Int32>, branchOf: UnsafeMutablePointer<Int32>,
       braceCapacity: Int, stops: UnsafePointer<Int32>, stopCount: Int, made: UnsafeMutablePointer<PassResults>) {
    var braceCapacity = braceCapacity
    self.tk = tokens
    self.n = count
    // Tokens exist, so the bytes are not empty.
    self.src = bytes.baseAddress!
    self.byteCount = bytes.count
    self.partner = partner
    self.braceOf = braceOf
    self.branchOf = branchOf
    braceCapacity = max(braceCapacity, 1)
    self.braceCapacity = braceCapacity
    // The group stack and both brace buffers in this thread's scratch block (no allocation per
    // file): the frames, then the braces, then the brace types.
    let scratch = OutlineScratch.block(braces: braceCapacity)
    frames = scratch.bindMemory(to: Frame.self, capacity: OutlineScratch.frames)
    block = scratch + OutlineScratch.framesSize
    braces = block.bindMemory(to: Brace.self, capacity: braceCapacity)
    braceType = (block + braceCapacity * MemoryLayout<Brace>.stride).bindMemory(to: Int.self, capacity: braceCapacity)
    view = TokenView(tk: tokens, n: count, src: bytes.baseAddress!, partner: partner)
    let tables = OutlineTables.shared
    notTypeNames = tables.notTypeNames
    bindingIntroducers = tables.bindingIntroducers
    self.stops = stops
    self.stopCount = stopCount
    self.made = made
  }

  func deallocate() {
    // Braces grown out of the block live in blocks of their own. (The block stays the thread's.)
    if UnsafeMutableRawPointer(braces) != block {
      braces.deallocate()
      braceType.deallocate()
    }
  }

  /// Doubles the brace buffers (only if the lexer's count were short).
  mutating func growBraces() {
    // The first buffers are part of the thread's block, kept with it.
    let inBlock = UnsafeMutableRawPointer(braces) == block
    let larger = UnsafeMutablePointer<Brace>.allocate(capacity: braceCapacity * 2)
    larger.moveInitialize(from: braces, count: braceCount)
    if !inBlock { braces.deallocate() }
    braces = larger
    let largerTypes = UnsafeMutablePointer<Int>.allocate(capacity: braceCapacity * 2)
    largerTypes.moveInitialize(from: braceType, count: braceCount)
    if !inBlock { braceType.deallocate() }
    braceType = largerTypes
    braceCapacity *= 2
  }

  /// The braces as an array: made to size from the buffer (a specialized allocation and a block
  /// copy), where a reservation and an append went through the growth path's checks and a
  /// second copy routine (about 150 instructions more per file); and not
  /// `Array(unsafeUninitializedCapacity:)`, whose allocation is unspecialized.
  func finishBraces() -> [Brace] {
    Array(UnsafeBufferPointer(start: braces, count: braceCount))
  }

  // MARK: Token helpers (forwarded to the view)

  @inline(__always) func nextSignificant(after t: Int) -> Int { view.nextSignificant(after: t) }
  @inline(__always) func previousSignificant(before t: Int) -> Int { view.previousSignificant(before: t) }
  @inline(__always) func isSingleByte(_ t: Int, _ byte: UInt8) -> Bool { view.isSingleByte(t, byte) }
  @inline(__always) func textEquals(_ t: Int, _ word: StaticString) -> Bool { view.textEquals(t, word) }
  @inline(__always) func text(_ t: Int) -> String { view.text(t) }

  // `fail`, `reserve`, `makeClosures` and `finishDeclarations` write only through `made`, yet are
  // `mutating`: the pass is then passed by address, where a non-mutating call from the
  // (mutating) walk took a copy of it (a `memcpy` per call, 12K to 21K instructions per tree).
  mutating func fail(_ offset: Int32, _ message: String) {
    made.pointee.errors.append(ScanError(offset: Int(offset), message: message))
  }

  // MARK: The pass

  /// Writes `brace` and `branch` for tokens `start..<end` (the pass fills `braceOf` and
  /// `branchOf` in runs, when the innermost brace or `#if` branch changes); `branch` only if it
  /// is not `noBranches` (before the file's first `#if`). Nothing past `end` is written: the
  /// stops the walk has still to read lie there (`stops`).
  @inline(__always)
  func fill(_ start: Int, _ end: Int, brace: Int, branch: Int32) {
    let count = end - start
    guard count > 0 else { return }
    Self.store(Int32(truncatingIfNeeded: brace), into: braceOf + start, count: count)
    if branch != noBranches { Self.store(branch, into: branchOf + start, count: count) }
  }

  /// Writes `value` to the `count` (at least 1) elements at `run`: four elements a store, the last
  /// four stored at the end of the run (over some stored already) rather than one by one. Runs
  /// are short (a score of tokens on average), and `update(repeating:)` spent more on its setup
  /// and one-by-one tail than on its stores (0.45M instructions more on the mixed 30k-line tree).
  @inline(__always)
  static func store(_ value: Int32, into run: UnsafeMutablePointer<Int32>, count: Int) {
    guard count >= 4 else {
      var k = 0
      while k < count {
        run[k] = value
        k &+= 1
      }
      return
    }
    let bytes = UnsafeMutableRawPointer(run)
    let four = SIMD4<Int32>(repeating: value)
    let stride = MemoryLayout<SIMD4<Int32>>.size
    let last = (count &- 4) &* MemoryLayout<Int32>.stride
    var offset = 0
    while offset < last {
      bytes.storeBytes(of: four, toByteOffset: offset, as: SIMD4<Int32>.self)
      offset &+= stride
    }
    bytes.storeBytes(of: four, toByteOffset: last, as: SIMD4<Int32>.self)
  }

  /// The pass: braces, groups, branches and declarations, then (without errors) the rest of
  /// each declaration.
  mutating func run() {
    let written = walk()
    // The walk stopped at an error: the tokens after it are at file level, in no branch (the
    // builder leaves `braceOf`, and from the first `#if` `branchOf`, for the pass to write).
    if written < n { fill(written, n, brace: -1, branch: made.pointee.writesBranches ? 0 : noBranches) }
    makeClosures()
    if made.pointee.errors.isEmpty, mismatch == nil { finishDeclarations() }
  }

  /// The forward walk over the tokens. Returns how many tokens have their `braceOf` and
  /// `branchOf` written: all, or those up to the error it stopped at (`branchOf` only from the
  /// file's first `#if` on: `PassResults.writesBranches`).
  mutating func walk() -> Int {
    var nextBranch: Int32 = 1
    // Branch 0 once the first `#if` is seen; before it, `branchOf` is not written.
    var currentBranch = noBranches
    // The open `#if` blocks: the `#if` token and the branch it is in. Empty (no allocation) in
    // a file without `#if`.
    var conditionals: [(open: Int, enclosing: Int32)] = []
    // Locals, not fields: the compiler need not reload them after every mutating call.
    let tk = self.tk
    let n = self.n
    let frames = self.frames
    let partner = self.partner
    frames[0] = Frame(open: -1, brace: -1)
    var frameCount = 1
    var currentBrace = -1
    // Tokens before `filled` have their `braceOf`, and their `branchOf` once `currentBranch` is
    // not `noBranches` (a file's first `#if`); the others take the current
    // values unless a brace or branch change writes them first.
    var filled = 0
    let stops = self.stops
    let stopCount = self.stopCount

    // Most tokens (spaces, names, literals, punctuation) mean nothing to the pass: it goes from
    // one stop to the next. The previous significant token, which the pass needs at keywords
    // and `{` only, is found there by a walk back (over trivia only, so each token is walked
    // over at most once in the whole pass).
    var s = 0
    while s < stopCount {
      let t = Int(stops[s])
      s &+= 1
      // The token's offsets are read where they are used (errors, `#…`), not here for every stop.
      let kind = tk[t].kind
      if kind == .identifier {
        // A keyword that `introducesOutline`, which counts in code only (not inside `(…)`, `[…]`
        // or `\(…)`).
        let top = frames + (frameCount - 1)
        if top.pointee.isCode {
          let pending = declarationKeyword(at: t, previous: previousSignificant(before: t), currentBrace: currentBrace)
          if pending != noPending {
            top.pointee.pending = pending
            top.pointee.resume = t + 1
          }
        }
        continue
      }

      switch kind {
      case .leftParen, .leftBracket, .interpolationOpen:
        frames[frameCount] = Frame(open: t, brace: -1)
        frameCount += 1
        if frameCount > OutlineBuilder.maximumNesting {
          fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
          fail(tk[t].start, "nesting deeper than \(OutlineBuilder.maximumNesting) levels")
          return t + 1
        }
      case .rightParen, .rightBracket, .interpolationClose, .rightBrace:
        guard frameCount > 1 else {
          fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
          fail(tk[t].start, "unbalanced '\(text(t))' has no opening partner")
          return t + 1
        }
        frameCount -= 1
        let frame = frames[frameCount]
        guard tk[frame.open].kind.closer == kind else {
          fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
          mismatch = (t, frame.open)
          return t + 1
        }
        partner[t] = Int32(truncatingIfNeeded: frame.open)
        partner[frame.open] = Int32(truncatingIfNeeded: t)
        if kind == .rightBrace {
          // The `}` itself belongs to the enclosing group.
          fill(filled, t, brace: currentBrace, branch: currentBranch)
          filled = t
          braces[frame.brace].close = t
          lastClosedBrace = frame.brace
          currentBrace = braces[frame.brace].parent
        }
      case .leftBrace:
        let previous = previousSignificant(before: t)
        // The `{` itself belongs to the enclosing group.
        fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
        filled = t + 1
        let top = frames + (frameCount - 1)
        let braceKind: BraceKind
        if !top.pointee.isCode {
          braceKind = .closure(closureCount)
        } else {
          var pending = top.pointee.pending
          if pending == pendingVariable || pending == pendingVariableAfterEquals {
            pending = resolvedVariable(pending, from: top.pointee.resume, at: t)
          }
          braceKind = classifyBrace(at: t, previous: previous, pending: pending, frameBrace: top.pointee.brace)
          if pending == pendingVariableAfterEquals, case .closure = braceKind {
            // `lazy var x = { … }()` keeps its declaration pending until the line ends: read
            // again from this `{` on (its group passed over) at the next.
            top.pointee.pending = pendingVariableAfterEquals
            top.pointee.resume = t
          } else {
            top.pointee.pending = noPending
          }
        }
        let id = braceCount
        if braceCount == braceCapacity { growBraces() }
        (braces + id).initialize(to: Brace(open: t, close: -1, kind: braceKind, parent: currentBrace))
        braceCount += 1
        let enclosingType = currentBrace >= 0 ? braceType[currentBrace] : -1
        switch braceKind {
        case .type(let k):
          made.pointee.types[k].brace = id
          braceType[id] = k
        case .function(let f):
          made.pointee.functions[f].brace = id
          braceType[id] = enclosingType
        case .closure:
          closureCount += 1
          braceType[id] = enclosingType
        case .control:
          braceType[id] = enclosingType
        case .accessor:
          braceType[id] = enclosingType
        }
        currentBrace = id
        frames[frameCount] = Frame(open: t, brace: id)
        frameCount += 1
        if frameCount > OutlineBuilder.maximumNesting {
          fail(tk[t].start, "nesting deeper than \(OutlineBuilder.maximumNesting) levels")
          return t + 1
        }
      case .pound:
        let token = tk[t]
        let start = src + Int(token.start)
        switch token.end - token.start {
        case 3 where start[1] == UInt8(ascii: "i") && start[2] == UInt8(ascii: "f"):
          if currentBranch == noBranches {
            // The first `#if`: the tokens before it are in branch 0.
            made.pointee.writesBranches = true
            currentBranch = 0
            if filled > 0 { Self.store(0, into: branchOf, count: filled) }
          }
          // `#if` belongs to the enclosing branch.
          fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
          filled = t + 1
          conditionals.append((t, currentBranch))
          currentBranch = nextBranch; nextBranch += 1
        case 5 where textEquals(t, "#else"), 7 where textEquals(t, "#elseif"):
          // `#else` and `#elseif` belong to the branch they end.
          fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
          filled = t + 1
          if conditionals.isEmpty {
            fail(tk[t].start, "'\(text(t))' without '#if'")
            return t + 1
          }
          currentBranch = nextBranch; nextBranch += 1
        case 6 where textEquals(t, "#endif"):
          guard let (_, enclosing) = conditionals.popLast() else {
            fill(filled, t + 1, brace: currentBrace, branch: currentBranch)
            fail(tk[t].start, "'#endif' without '#if'")
            return t + 1
          }
          // `#endif` belongs to the enclosing branch.
          fill(filled, t, brace: currentBrace, branch: currentBranch)
          filled = t
          currentBranch = enclosing
        default: break
        }
      default:
        break
      }
    }
    fill(filled, n, brace: currentBrace, branch: currentBranch)
    if frameCount > 1 {
      let open = frames[frameCount - 1].open
      fail(tk[open].start, "'\(text(open))' is never closed")
    }
    if let (open, _) = conditionals.last {
      fail(tk[open].start, "'#if' is never closed by '#endif'")
    }
    return n
  }

  /// Reserves the declaration arrays from upper bounds the lexer counted, so they do not grow
  /// (and copy their large elements) one doubling at a time. None for a kind the file has none
  /// of: reserving no room still went through the array's reallocation path (about 100
  /// instructions and a release of the empty array's storage) and left the array empty.
  mutating func reserve(_ counts: DeclarationCounts) {
    if counts.variables > 0 { made.pointee.variables.reserveCapacity(counts.variables) }
    if counts.types > 0 { made.pointee.types.reserveCapacity(counts.types) }
    if counts.functions > 0 { made.pointee.functions.reserveCapacity(counts.functions) }
    if counts.imports > 0 { made.pointee.imports.reserveCapacity(counts.imports) }
  }

  // MARK: Classification

  /// Whether brace `b` is the body of a `repeat` (a control body whose `{` follows `repeat`):
  /// then a `while` after its `}` ends the `repeat` and introduces no body. Asked at such a
  /// `while` only, where a set of the `repeat` bodies' `{` was kept for every file.
  func isRepeatBody(_ b: Int) -> Bool {
    guard b >= 0, case .control = braces[b].kind else { return false }
    let before = previousSignificant(before: braces[b].open)
    return before >= 0 && tk[before].keyword == .repeat
  }

  /// A code frame's pending `var` (`pendingVariable` or `pendingVariableAfterEquals`), as it
  /// stood before token `resume`, as it stands at the frame's `{` at `brace`: the frame's line
  /// breaks and `=` in between, read here rather than as the pass went (where the pass stopped at
  /// every line break and operator while a `var` was pending, a third of its stops). Each token
  /// is read here at most once: the next read starts at this `{`, or the `var` is no longer
  /// pending.
  ///
  /// The same rules, applied to the same tokens in the same order: a line break (token) whose
  /// next significant token is not `{` ends the declaration, and `=` (a one-byte operator) turns
  /// a `var` into one with an initializer. The frame's tokens are those the pass saw with the
  /// frame innermost: every group opened in between (`(`, `[`, `\(`, and the `{` at `resume` of
  /// a closure in an initializer) is closed by now, so its partner is known and it is passed
  /// over, as its line breaks and `=` were never the frame's; no other `{` lies in between, as
  /// each is read here. Nothing else the pass does reads or changes the pending `var`: a keyword
  /// that introduces something replaces it (and `resume` with it) as it did, one that does not
  /// leaves it.
  func resolvedVariable(_ pending: Int, from resume: Int, at brace: Int) -> Int {
    var pending = pending
    var k = resume
    while k < brace {
      let token = tk[k]
      switch token.kind {
      case .newline:
        let next = nextSignificant(after: k)
        if next >= 0, tk[next].kind != .leftBrace { return noPending }
      case .operator:
        if pending == pendingVariable, isSingleByte(k, UInt8(ascii: "=")) {
          pending = pendingVariableAfterEquals
        }
      case .leftParen, .leftBracket, .interpolationOpen, .leftBrace:
        let close = Int(partner[k])
        if close > k { k = close }
      default: break
      }
      k += 1
    }
    return pending
  }

  mutating func classifyBrace(at t: Int, previous: Int, pending: Int, frameBrace: Int) -> BraceKind {
    switch pending {
    case noPending: break
    case pendingControl: return .control
    case pendingVariable: return .accessor
    case pendingVariableAfterEquals:
      let first = nextSignificant(after: t)
      if first >= 0, tk[first].keyword == .willSet || tk[first].keyword == .didSet { return .accessor }
      return .closure(closureCount)
    default:
      return pending & 1 == 0 ? .type(pending >> 1) : .function(pending >> 1)
    }
    guard previous >= 0 else { return .closure(closureCount) }
    switch tk[previous].keyword {
    case .else, .do, .repeat, .defer: return .control
    case .get, .set, .willSet, .didSet, ._read, ._modify, .`init`:
      if frameBrace >= 0, braces[frameBrace].kind == .accessor { return .accessor }
    default: break
    }
    if tk[previous].kind == .rightParen, frameBrace >= 0, braces[frameBrace].kind == .accessor {
      let before = previousSignificant(before: Int(partner[previous]))
      if before >= 0 {
        switch tk[before].keyword {
        case .set, .willSet, .didSet: return .accessor
        default: break
        }
      }
    }
    return .closure(closureCount)
  }

  /// Recognizes a keyword that introduces a braced body or a declaration, recording the
  /// declaration; `noPending` when it introduces nothing.
  mutating func declarationKeyword(at t: Int, previous: Int, currentBrace: Int) -> Int {
    if previous >= 0, tk[previous].kind == .period { return noPending }
    // `} else: { … }`: a keyword spelling the label of a trailing closure introduces nothing.
    let next = nextSignificant(after: t)
    if next >= 0, tk[next].kind == .colon { return noPending }
    let keyword = tk[t].keyword
    switch keyword {
    case .if, .guard, .for, .switch, .catch, .do, .else, .repeat, .defer:
      return pendingControl
    case .while:
      // The `}` before it is the last one the walk passed: no stop lies between them.
      if previous >= 0, tk[previous].kind == .rightBrace, isRepeatBody(lastClosedBrace) {
        return noPending
      }
      return pendingControl
    case .class, .struct, .enum, .actor, .extension, .protocol:
      let nameToken = next
      guard nameToken >= 0, tk[nameToken].kind == .identifier, !notTypeNames.contains(tk[nameToken].keyword) else { return noPending }
      let name = view.typeName(from: nameToken)
      let prefix = view.attributes(before: t, previous: previous)
      let spelling: String = switch keyword {
      case .class: "class"
      case .struct: "struct"
      case .enum: "enum"
      case .actor: "actor"
      case .extension: "extension"
      default: "protocol"
      }
      made.pointee.types.append(TypeDecl(
        keyword: spelling, name: name, inheritance: [], declStart: prefix.start,
        keywordToken: t, nameToken: nameToken, brace: -1,
        parentType: currentBrace >= 0 ? braceType[currentBrace] : -1,
        attributes: prefix.attributes))
      return 2 * (made.pointee.types.count - 1)
    case .func, .`init`, .deinit, .subscript:
      let name: String = switch keyword {
      case .func: next >= 0 ? text(next) : "func"
      case .`init`: "init"
      case .deinit: "deinit"
      default: "subscript"
      }
      made.pointee.functions.append(FunctionDecl(
        name: name, keywordToken: t, brace: -1, parentType: currentBrace >= 0 ? braceType[currentBrace] : -1))
      return 2 * (made.pointee.functions.count - 1) + 1
    case .var, .let:
      if previous >= 0 {
        let p = tk[previous]
        if p.kind == .comma || p.kind == .leftParen { return noPending }
        if bindingIntroducers.contains(p.keyword) { return noPending }
      }
      let nameToken = next
      guard nameToken >= 0, tk[nameToken].kind == .identifier else { return noPending }
      let (declStart, attributes, modifiers) = view.attributesAndModifiers(before: t, previous: previous)
      made.pointee.variables.append(VariableDecl(
        name: text(nameToken), isLet: keyword == .let, nameToken: nameToken,
        declStart: declStart, declEnd: nameToken, typeTokens: 0..<0, initializerTokens: 0..<0,
        attributes: attributes, modifiers: modifiers, brace: currentBrace, isComputed: false))
      return pendingVariable
    case .import:
      let module = next
      if currentBrace == -1, module >= 0 {
        let declStart = view.declarationStart(before: t, previous: previous)
        var end = module
        while true {
          let dot = nextSignificant(after: end)
          guard dot >= 0, tk[dot].kind == .period else { break }
          let part = nextSignificant(after: dot)
          guard part >= 0 else { break }
          end = part
        }
        made.pointee.imports.append(ImportDecl(module: text(module), declStart: declStart, declEnd: end))
      }
      return noPending
    default:
      return noPending
    }
  }

  // MARK: After balancing: signatures, inheritance, declaration extents

  /// The closures, one for each brace of that kind, in order, made once the walk is over: each
  /// with its capture list, parameters and `in` if the walk closed it (one still open where the
  /// walk stopped at an error has none). Not made at each `{` and its signature read in place at
  /// its `}` (a uniqueness check, a retain and releases per closure): the signature reads the
  /// same tokens and partners now (a closure's groups are all closed by its `}`), and the array
  /// is made to size (none for a file without closures, where room for every `{` was reserved).
  mutating func makeClosures() {
    guard closureCount > 0 else { return }
    let statementWords = OutlineTables.shared.statementWords
    var closures: [ClosureDecl] = []
    closures.reserveCapacity(closureCount)
    for id in 0..<braceCount {
      let brace = braces[id]
      guard case .closure = brace.kind else { continue }
      // Two appends, not one of a closure made with or without the signature: either way of
      // making one value cost copies of it (22K to 58K instructions on the mixed 30k-line tree).
      if brace.close >= 0, let signature = view.closureSignature(open: brace.open, close: brace.close, statementWords: statementWords) {
        closures.append(ClosureDecl(
          brace: id, captureList: signature.captureList, parameters: signature.parameters, inToken: signature.inToken))
      } else {
        closures.append(ClosureDecl(brace: id, captureList: -1, parameters: TokenIndexList(), inToken: -1))
      }
    }
    made.pointee.closures = closures
  }

  mutating func finishDeclarations() {
    let view = self.view
    let braces = UnsafePointer(self.braces)
    made.pointee.types.withUnsafeMutableBufferPointer { types in
      for k in types.indices where types[k].brace >= 0 {
        types[k].inheritance = view.inheritance(from: types[k].nameToken, to: braces[types[k].brace].open)
      }
    }
    made.pointee.variables.withUnsafeMutableBufferPointer { variables in
      for v in variables.indices {
        view.finishVariable(&variables[v])
      }
    }
  }
}

/// The inheritance lists `TokenView.sharedInheritance` hands out: each made once per process.
private enum SharedInheritanceLists {
  static let view = ["View"]
  static let error = ["Error"]
  static let uiView = ["UIView"]
  static let reducer = ["Reducer"]
  static let sendable = ["Sendable"]
  static let hashable = ["Hashable"]
  static let nsObject = ["NSObject"]
  static let equatable = ["Equatable"]
  static let identifiable = ["Identifiable"]
  static let caseIterable = ["CaseIterable"]
  static let uiViewController = ["UIViewController"]
  static let observableObject = ["ObservableObject"]
}

/// Read-only access to the tokens (`n` of them, at least one), the bytes they tile and the
/// partner table: four words, so passing it costs nothing (no reference counting, no copy of the
/// pass). Four, not five: a value of more is passed by address, so each call out of line copied
/// the view to the stack first. (The bytes' count is not kept: the last token ends there.)
private struct TokenView {
  let tk: UnsafePointer<Token>
  let n: Int
  let src: UnsafePointer<UInt8>
  let partner: UnsafeMutablePointer<Int32>

  /// The end of the bytes at `src`, where the last token ends (the tokens tile them).
  @inline(__always) var bytesEnd: UnsafePointer<UInt8> { src + Int(tk[n &- 1].end) }

  /// The next significant token after `t`, or -1.
  @inline(__always) func nextSignificant(after t: Int) -> Int {
    var k = t + 1
    while k < n {
      if !tk[k].kind.isTrivia { return k }
      k += 1
    }
    return -1
  }

  /// The previous significant token before `t`, or -1.
  @inline(__always) func previousSignificant(before t: Int) -> Int {
    var k = t - 1
    while k >= 0 {
      if !tk[k].kind.isTrivia { return k }
      k -= 1
    }
    return -1
  }

  @inline(__always) func isSingleByte(_ t: Int, _ byte: UInt8) -> Bool {
    let token = tk[t]
    return token.end &- token.start == 1 && src[Int(token.start)] == byte
  }

  @inline(__always) func textEquals(_ t: Int, _ word: StaticString) -> Bool {
    let token = tk[t]
    let length = Int(token.end &- token.start)
    guard length == word.utf8CodeUnitCount else { return false }
    let w = word.utf8Start
    let s = src + Int(token.start)
    var k = 0
    while k < length {
      if s[k] != w[k] { return false }
      k += 1
    }
    return true
  }

  /// Inlined: a call copied the view to the stack for each name the pass stores.
  @inline(__always) func text(_ t: Int) -> String {
    let token = tk[t]
    return makeString(src + Int(token.start), Int(token.end - token.start), readable: bytesEnd)
  }

  /// A type's name from its name token: the token's text, and the parts of a qualified name
  /// (`Outer.Inner`) joined by periods. Made here and returned, so the declaration takes it as
  /// it is (built in a variable of the pass, it was retained for the declaration and released).
  func typeName(from nameToken: Int) -> String {
    var name = text(nameToken)
    var last = nameToken
    while true {
      let dot = nextSignificant(after: last)
      guard dot >= 0, tk[dot].kind == .period else { break }
      let part = nextSignificant(after: dot)
      guard part >= 0, tk[part].kind == .identifier else { break }
      name += "." + text(part)
      last = part
    }
    return name
  }

  func text(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    let start = Int(tk[first].start)
    return String(decoding: UnsafeBufferPointer(start: src + start, count: Int(tk[last].end) - start), as: UTF8.self)
  }

  /// The first token of the attributes and modifiers written before a declaration keyword, with
  /// the attributes and the modifiers in source order. `previous`: the significant token before
  /// the keyword (or -1), which the pass has found already: the walk starts there.
  ///
  /// Where `previous` can start neither (`mayEndPrefix`), the answer is made here, without the
  /// call of the walk (`walkAttributesAndModifiers`), which cost 60 instructions for the same
  /// answer. A type asks for its attributes only (`attributes(before:previous:)`) and an import
  /// for the start only (`declarationStart(before:previous:)`): a list asked for and dropped was
  /// a release per declaration (three in every four imports and types of the mixed tree).
  @inline(__always)
  func attributesAndModifiers(before keyword: Int, previous: Int)
    -> (start: Int, attributes: TokenIndexList, modifiers: TokenIndexList) {
    guard mayEndPrefix(previous) else { return (keyword, TokenIndexList(), TokenIndexList()) }
    return walkAttributesAndModifiers(before: keyword, previous: previous)
  }

  /// `attributesAndModifiers(before:previous:)` without the modifiers.
  @inline(__always)
  func attributes(before keyword: Int, previous: Int) -> (start: Int, attributes: TokenIndexList) {
    guard mayEndPrefix(previous) else { return (keyword, TokenIndexList()) }
    return walkAttributes(before: keyword, previous: previous)
  }

  /// `attributesAndModifiers(before:previous:).start`.
  @inline(__always)
  func declarationStart(before keyword: Int, previous: Int) -> Int {
    guard mayEndPrefix(previous) else { return keyword }
    return walkDeclarationStart(before: keyword, previous: previous)
  }

  /// Whether `previous` (a significant token, or -1) may be the last of the attributes and
  /// modifiers before a declaration keyword: an attribute, a modifier, `class` or a `)` (about
  /// half the declarations of the generated trees have none).
  @inline(__always) func mayEndPrefix(_ previous: Int) -> Bool {
    guard previous >= 0 else { return false }
    let token = tk[previous]
    return token.kind == .attribute || token.keyword.isModifier || token.keyword == .class || token.kind == .rightParen
  }

  /// `attributesAndModifiers(before:previous:)` where `previous` may end them. The walk keeps
  /// the nearest two of each and makes each list once (inline in a `TokenIndexList`, no
  /// allocation). With more than two of either, the walk is made again by
  /// `appendingAttributesAndModifiers`, which collects any number.
  @inline(never)
  func walkAttributesAndModifiers(before keyword: Int, previous: Int)
    -> (start: Int, attributes: TokenIndexList, modifiers: TokenIndexList) {
    let found = prefix(before: keyword, previous: previous, modifiers: true)
    if found.attributeCount > 2 || found.modifierCount > 2 {
      return appendingAttributesAndModifiers(before: keyword, modifiers: true)
    }
    return (found.start, found.attributes, found.modifiers)
  }

  /// `attributes(before:previous:)` where `previous` may end the attributes and modifiers.
  @inline(never)
  func walkAttributes(before keyword: Int, previous: Int) -> (start: Int, attributes: TokenIndexList) {
    let found = prefix(before: keyword, previous: previous, modifiers: false)
    if found.attributeCount > 2 {
      let all = appendingAttributesAndModifiers(before: keyword, modifiers: false)
      return (all.start, all.attributes)
    }
    return (found.start, found.attributes)
  }

  /// `declarationStart(before:previous:)` where `previous` may end the attributes and modifiers.
  @inline(never)
  func walkDeclarationStart(before keyword: Int, previous: Int) -> Int {
    prefix(before: keyword, previous: previous, modifiers: false).start
  }

  /// What the walk back over a declaration's attributes and modifiers finds: where they start,
  /// the nearest two of each (nearest first), and how many of each there are (modifiers counted
  /// only when asked for).
  struct FoundPrefix {
    var start: Int
    var a0 = -1, a1 = -1, attributeCount = 0
    var m0 = -1, m1 = -1, modifierCount = 0

    /// The attributes in source order, when there are at most two.
    var attributes: TokenIndexList {
      attributeCount == 0 ? TokenIndexList() : attributeCount == 1 ? TokenIndexList(a0) : TokenIndexList(a1, a0)
    }

    /// The modifiers in source order, when there are at most two.
    var modifiers: TokenIndexList {
      modifierCount == 0 ? TokenIndexList() : modifierCount == 1 ? TokenIndexList(m0) : TokenIndexList(m1, m0)
    }
  }

  /// The walk back from `previous` over the attributes and modifiers before `keyword`.
  @inline(__always)
  func prefix(before keyword: Int, previous: Int, modifiers wantModifiers: Bool) -> FoundPrefix {
    var found = FoundPrefix(start: keyword)
    var p = previous
    while p >= 0 {
      let token = tk[p]
      var attribute = -1
      var modifier = -1
      if token.kind == .attribute {
        attribute = p
      } else if token.keyword.isModifier || token.keyword == .class {
        modifier = p
      } else if token.kind == .rightParen, partner[p] >= 0 {
        let owner = previousSignificant(before: Int(partner[p]))
        guard owner >= 0, tk[owner].kind == .attribute || tk[owner].keyword.isModifier else { break }
        if tk[owner].kind == .attribute { attribute = owner } else { modifier = owner }
      } else {
        break
      }
      if attribute >= 0 {
        if found.attributeCount == 0 { found.a0 = attribute } else if found.attributeCount == 1 { found.a1 = attribute }
        found.attributeCount &+= 1
        found.start = attribute
      } else {
        if wantModifiers {
          if found.modifierCount == 0 { found.m0 = modifier } else if found.modifierCount == 1 { found.m1 = modifier }
          found.modifierCount &+= 1
        }
        found.start = modifier
      }
      p = previousSignificant(before: found.start)
    }
    return found
  }

  /// `attributesAndModifiers(before:previous:)` (without the modifiers unless `wantModifiers`)
  /// for any number of each, by appending.
  @inline(never)
  func appendingAttributesAndModifiers(before keyword: Int, modifiers wantModifiers: Bool)
    -> (start: Int, attributes: TokenIndexList, modifiers: TokenIndexList) {
    var start = keyword
    var attributes: [Int] = []
    var modifiers: [Int] = []
    var cursor = keyword
    while true {
      let p = previousSignificant(before: cursor)
      guard p >= 0 else { break }
      let token = tk[p]
      if token.kind == .attribute {
        attributes.append(p); start = p; cursor = p; continue
      }
      if token.keyword.isModifier || token.keyword == .class {
        if wantModifiers { modifiers.append(p) }
        start = p; cursor = p; continue
      }
      if token.kind == .rightParen, partner[p] >= 0 {
        let owner = previousSignificant(before: Int(partner[p]))
        if owner >= 0, tk[owner].kind == .attribute || tk[owner].keyword.isModifier {
          if tk[owner].kind == .attribute { attributes.append(owner) } else if wantModifiers { modifiers.append(owner) }
          start = owner; cursor = owner; continue
        }
      }
      break
    }
    // Most declarations have at most one of each: nothing to reverse.
    if attributes.count > 1 { attributes.reverse() }
    if modifiers.count > 1 { modifiers.reverse() }
    return (start, TokenIndexList(attributes), TokenIndexList(modifiers))
  }

  /// The signature of the closure whose braces are at `open` and `close`: its capture list's
  /// `[` (or -1), its parameters' names and its `in`; nil when it has no `in` (or what comes
  /// before one is not a signature: a statement word, another kind of token).
  func closureSignature(open: Int, close: Int, statementWords: KeywordSet)
    -> (captureList: Int, parameters: TokenIndexList, inToken: Int)? {
    var cursor = nextSignificant(after: open)
    guard cursor >= 0, cursor < close else { return nil }
    // `{ @MainActor [weak self] in`: attributes may come before the capture list. (An attribute's
    // arguments are not passed over.)
    while tk[cursor].kind == .attribute {
      let next = nextSignificant(after: cursor)
      guard next >= 0, next < close else { break }
      cursor = next
    }
    var capture = -1
    if tk[cursor].kind == .leftBracket, Int(partner[cursor]) > cursor {
      capture = cursor
      let after = nextSignificant(after: Int(partner[cursor]))
      guard after >= 0 else { return nil }
      cursor = after
    }
    var parameters = TokenIndexList()
    var expectName = true
    var steps = 0
    var t = cursor
    while t < close, steps < 64 {
      steps += 1
      let token = tk[t]
      switch token.kind {
      case .identifier:
        let keyword = token.keyword
        if keyword == .in { return (capture, parameters, t) }
        if statementWords.contains(keyword) { return nil }
        if expectName { parameters.append(t); expectName = false }
      case .leftParen:
        // `(a: Int, b)` parameter clause: the first name of each element.
        let clauseClose = Int(partner[t])
        guard clauseClose > t else { return nil }
        var element = true
        var u = nextSignificant(after: t)
        if u < 0 { u = clauseClose }
        while u < clauseClose {
          let kind = tk[u].kind
          if kind == .comma { element = true }
          else if element, kind == .identifier { parameters.append(u); element = false }
          if Int(partner[u]) > u, kind != .rightParen { u = Int(partner[u]) }
          u = nextSignificant(after: u)
          if u < 0 { u = clauseClose }
        }
        t = clauseClose
        expectName = false
      case .comma: expectName = true
      case .colon, .attribute, .period, .leftBracket, .rightBracket, .operator: break
      default: return nil
      }
      if tk[t].kind == .leftBracket, Int(partner[t]) > t { t = Int(partner[t]) }
      let next = nextSignificant(after: t)
      guard next >= 0 else { return nil }
      t = next
    }
    return nil
  }

  // MARK: After balancing: inheritance, declaration extents

  /// The names after `:` up to `where` or the body's `{` at `open`. Most lists are one name of one
  /// token (`sharedInheritance` may have that list made already), or two.
  ///
  /// The elements are found as token spans (`InheritanceElements`) and each one's text is made
  /// once it is known, not kept as strings while the walk goes on: those were a release or two per
  /// element (and per type) as they were replaced and dropped.
  func inheritance(from nameToken: Int, to open: Int) -> [String] {
    var elements = InheritanceElements(view: self, after: nameToken, before: open)
    guard let first = elements.next() else { return [] }
    guard let second = elements.next() else {
      if first.first >= 0, first.first == first.last, let shared = sharedInheritance(first.first) { return shared }
      return [elementText(first)]
    }
    guard let third = elements.next() else { return [elementText(first), elementText(second)] }
    var names = [elementText(first), elementText(second), elementText(third)]
    while let element = elements.next() { names.append(elementText(element)) }
    return names
  }

  /// The text of an inheritance element: its tokens' texts joined, trivia left out, a group in
  /// `(…)` taken whole (trivia and all). Each piece's text is made on its own and the pieces
  /// joined, as the walk always did (bytes that are not UTF-8 are repaired piece by piece).
  func elementText(_ element: InheritanceElements.Span) -> String {
    guard element.first >= 0 else { return "" }
    if element.first == element.last { return text(element.first) }
    var joined = ""
    var t = element.first
    while t <= element.last {
      let token = tk[t]
      if token.kind.isTrivia { t += 1; continue }
      let close = Int(partner[t])
      if close > t, token.kind == .leftParen {
        joined += text(from: t, through: close)
        t = close + 1
        continue
      }
      joined += text(t)
      t += 1
    }
    return joined
  }

  /// The list of the one name token `t` spells, if it is one of the names most types inherit
  /// from: made once and shared, where a list made per type was an allocation made and freed
  /// per type (a list shared is a retain and a release). Equal to `[text(t)]`: the same bytes.
  func sharedInheritance(_ t: Int) -> [String]? {
    let token = tk[t]
    let start = src + Int(token.start)
    let count = Int(token.end &- token.start)
    @inline(__always) func spells(_ word: StaticString) -> Bool {
      word.utf8CodeUnitCount == count && ScannedFile.equal(start, word.utf8Start, count)
    }
    let lists = SharedInheritanceLists.self
    switch count {
    case 4: if spells("View") { return lists.view }
    case 5: if spells("Error") { return lists.error }
    case 6: if spells("UIView") { return lists.uiView }
    case 7: if spells("Reducer") { return lists.reducer }
    case 8:
      if spells("Sendable") { return lists.sendable }
      if spells("Hashable") { return lists.hashable }
      if spells("NSObject") { return lists.nsObject }
    case 9: if spells("Equatable") { return lists.equatable }
    case 12:
      if spells("Identifiable") { return lists.identifiable }
      if spells("CaseIterable") { return lists.caseIterable }
    case 16:
      if spells("UIViewController") { return lists.uiViewController }
      if spells("ObservableObject") { return lists.observableObject }
    default: break
    }
    return nil
  }

  func finishVariable(_ variable: inout VariableDecl) {
    var typeStart = -1
    var typeEnd = -1
    var initStart = -1
    var last = variable.nameToken
    var angles = 0  // `<` … `>` depth inside the type annotation: `Store<A, B>` holds a comma
    var isComputed: Bool? = nil
    // One loop over the tokens after `last`, trivia included (as `statementLast`): `newline`,
    // whether a line break lies between `last` and the significant token `next`, is what
    // `statementEnds` reads. `initStart == -1` throughout: at `=` the initializer's own walk
    // (`statementLast`) takes over and ends it. The tests by kind (each asks for one kind only,
    // in the order the walk made them): most tokens are of none of these kinds and go straight
    // to the statement's end.
    var next = last &+ 1
    var newline = false
    walk: while next < n {
      let token = tk[next]
      if token.kind.isTrivia {
        // As in `statementLast`: a block comment is searched only while no line break is known.
        if token.kind == .newline || (token.kind == .blockComment && !newline && containsLineFeed(token, src)) { newline = true }
        next &+= 1
        continue
      }
      switch token.kind {
      case .operator:
        if typeStart >= 0, !textEquals(next, "->") {
          var k = Int(token.start)
          while k < Int(token.end) {
            if src[k] == UInt8(ascii: "<") { angles += 1 } else if src[k] == UInt8(ascii: ">") { angles = max(0, angles - 1) }
            k += 1
          }
        }
        if isSingleByte(next, UInt8(ascii: "=")) {
          // The rest of the walk: every test here that asks for `initStart == -1` (type
          // annotation, `:`, `=`, accessor block) no longer holds and `angles` no longer
          // changes (counted before `=` only), so what is left is a comma inside an open `<`
          // going on, a statement end stopping, a group stepped over.
          if typeStart >= 0 { typeEnd = next }
          initStart = next + 1
          last = statementLast(tk, n, src, partner: partner, partnerCount: n, after: next, commasContinue: angles > 0)
          break walk
        }
      case .comma:
        if angles > 0 { last = next; next &+= 1; newline = false; continue }
      case .colon:
        if typeStart == -1 { typeStart = next + 1; last = next; next &+= 1; newline = false; continue }
      case .leftBrace:
        // Accessor block: computed property (or observers on a typed declaration).
        if typeStart >= 0, typeEnd == -1 { typeEnd = next }
        let first = nextSignificant(after: next)
        isComputed = !(first >= 0 && (textEquals(first, "willSet") || textEquals(first, "didSet")))
        last = Int(partner[next])
        break walk
      default: break
      }
      if statementEnds(tk, src, before: next, newline: newline) { break }
      let closer = Int(partner[next])
      last = closer > next ? closer : next
      next = last &+ 1
      newline = false
    }
    if let isComputed { variable.isComputed = isComputed }
    if typeStart >= 0 {
      variable.typeTokens = typeStart..<(typeEnd >= 0 ? typeEnd : last + 1)
    }
    if initStart >= 0 { variable.initializerTokens = initStart..<(last + 1) }
    variable.declEnd = last
  }
}

/// The elements of an inheritance list, in order, as token spans: after the first `:` outside
/// `<…>` past the type's name, separated by commas outside `<…>`, up to `where` outside `<…>` or
/// the body's `{`. A `(…)` group is one piece, passed over whole. An element left empty between
/// commas is one (its text is empty); an empty last one is not.
private struct InheritanceElements {
  /// An element's first and last token (`first` -1 for an empty one).
  struct Span {
    var first: Int
    var last: Int
  }

  private let view: TokenView
  private let end: Int
  private var t: Int
  private var angle = 0
  private var started = false

  init(view: TokenView, after nameToken: Int, before open: Int) {
    self.view = view
    self.end = open
    self.t = nameToken + 1
  }

  mutating func next() -> Span? {
    var span = Span(first: -1, last: -1)
    while t < end {
      let token = view.tk[t]
      let current = t
      t += 1
      if token.kind.isTrivia { continue }
      if token.kind == .operator {
        var k = Int(token.start)
        while k < Int(token.end) {
          if view.src[k] == UInt8(ascii: "<") { angle += 1 } else if view.src[k] == UInt8(ascii: ">") { angle -= 1 }
          k += 1
        }
      }
      if !started {
        if token.kind == .colon, angle == 0 { started = true }
        continue
      }
      if angle == 0, token.keyword == .where { t = end; break }
      if angle == 0, token.kind == .comma { return span }
      if span.first < 0 { span.first = current }
      let close = Int(view.partner[current])
      if close > current, token.kind == .leftParen {
        span.last = close
        t = close + 1
      } else {
        span.last = current
      }
    }
    return span.first >= 0 ? span : nil
  }
}
