import SwiftScan

/// One call in a publisher chain: `.name(args) { trailing }`. Token indices only (the name is
/// read from its token where it is needed): a chain's calls are copied and freed with nothing
/// to retain.
struct ChainCall {
  var nameToken: Int
  var arguments: Int?       // token index of `(`
  var trailingClosure: Int? // token index of `{`
  var last: Int             // last token of the call

  /// The call's name.
  func name(in file: ScannedFile) -> String { file.text(nameToken) }

  /// Whether the call's name is `word`, one of the ASCII words a chain's calls are told by. Its
  /// bytes are compared: equal as strings to such a word means equal as bytes (none holds a
  /// letter a non-ASCII character is canonically equivalent to, such as the Kelvin sign to `K`,
  /// and repaired bytes decode to no ASCII letter). Inlined: with the literal word at hand the
  /// length test folds to a constant (called, it was a call of some 60 instructions per word,
  /// three words per chain).
  @inline(__always)
  func isNamed(_ word: StaticString, in file: ScannedFile) -> Bool { file.textEquals(nameToken, word) }
}

/// A legacy subscription statement: `[self.]receiver.publisher.path…calls….store(in: &set)`.
struct Chain {
  var start: Int            // first token of the statement
  var end: Int              // last token (the `)` of `.store(in:)`)
  var receiver: Int         // token of the view store or store identifier
  var path: [String]
  var calls: [ChainCall]    // operators, then the subscriber (`sink`/`assign`), then `store`
  /// The collection named in `.store(in: &…)`, for a chain made by hand (`StoreIfLet`'s); a
  /// parsed chain names it by its token instead, and no string is made for it (no one reads it
  /// but the rewrite, by the token).
  var cancellables: String? = nil
  var cancellablesToken = -1 // the token of that name (-1 when not parsed from a chain)
}

extension Chain {
  /// A chain of no tokens, for `ChainParser.parse` to fill.
  static var empty: Chain { Chain(start: -1, end: -1, receiver: -1, path: [], calls: []) }
}

/// Recognizes publisher chains in a scanned file.
struct ChainParser {
  let file: ScannedFile

  /// Whether `t` is the receiver of `.publisher`: `viewStore.publisher` or `self.viewStore.publisher`.
  func isPublisherReceiver(_ t: Int) -> Bool {
    // Asked for every identifier of a legacy file: most are followed by neither a period nor
    // trivia, which the next token alone tells.
    guard file.tokens[t].kind == .identifier, t + 1 < file.tokens.count else { return false }
    let following = file.tokens[t + 1].kind
    guard following == .period || following.isTrivia else { return false }
    guard let dot = file.nextSignificant(after: t), file.tokens[dot].kind == .period,
          let publisher = file.nextSignificant(after: dot), file.isIdentifier(publisher, "publisher") else { return false }
    return isReceiverWord(t)
  }

  /// The rest of `isPublisherReceiver(t)` where `.publisher` is known to follow `t` (its next
  /// significant token a period, and that one's the identifier `publisher`): `t` is an
  /// identifier, written bare or after `self.`.
  private func isReceiverWord(_ t: Int) -> Bool {
    guard file.tokens[t].kind == .identifier else { return false }
    if let previous = file.previousSignificant(before: t), file.tokens[previous].kind == .period {
      guard let owner = file.previousSignificant(before: previous), file.isIdentifier(owner, "self") else { return false }
    }
    return true
  }

  /// Every `t` for which `isPublisherReceiver(t)` holds, in order. A receiver is the significant
  /// token two before a `publisher` identifier (with a period between), so only those are asked
  /// about: a legacy file has thousands of identifiers and a few dozen `publisher`s. The map from
  /// receiver to `publisher` is one to one and keeps order, so this lists the same tokens as
  /// asking every identifier.
  func publisherReceivers() -> [Int] {
    var receivers: [Int] = []
    publisherReceivers(into: &receivers)
    return receivers
  }

  /// `publisherReceivers()` written into `receivers` (emptied first): a caller that asks of file
  /// after file keeps one list for all.
  func publisherReceivers(into receivers: inout [Int]) {
    // The `publisher` tokens: each is found by a byte search for the word (every occurrence,
    // so none is missed), kept when a token starts there and is exactly that identifier. Tokens
    // are sorted by start, so the token is found by bisection, from the last one found on (the
    // occurrences come in order), and no further than the offset's distance from that one's
    // start: the lexer makes no empty token (its unchecked appends rely on that), so each token
    // between takes a byte at least, and one token at most starts at the offset. Each is turned
    // into its receiver where it is found: one pass, no lists of the occurrences and of the
    // `publisher` tokens between.
    if !receivers.isEmpty { receivers.removeAll(keepingCapacity: true) }
    file.tokens.withUnsafeBufferPointer { tokens in
      var from = 0
      _ = file.bytes.withUnsafeBufferPointer { bytes in
        Self.publisherWord.firstOccurrence(in: bytes) { offset in
          var low = from
          var high = from < tokens.count ? min(tokens.count, from + max(0, offset - Int(tokens[from].start)) + 1) : from
          while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) < offset { low = mid + 1 } else { high = mid }
          }
          from = low
          if low < tokens.count, Int(tokens[low].start) == offset, tokens[low].kind == .identifier,
             tokens[low].end - tokens[low].start == 9,
             let dot = file.previousSignificant(before: low), tokens[dot].kind == .period,
             let t = file.previousSignificant(before: dot), isReceiverWord(t) {
            // (`isPublisherReceiver(t)`: only trivia lies between `t`, the period and the
            // `publisher` found from them, so `.publisher` follows `t`, and `isReceiverWord` is
            // what remains to ask.)
            // Room for a screen's chains at once (most files with any have a few), not grown
            // by one; none for a file with none.
            if receivers.capacity == 0 { receivers.reserveCapacity(8) }
            receivers.append(t)
          }
          return false
        }
      }
    }
  }

  private static let publisherWord = ByteWord("publisher")

  /// The first token of the expression whose receiver is `t` (`self` of `self.viewStore`).
  func expressionStart(receiver t: Int) -> Int {
    if let previous = file.previousSignificant(before: t), file.tokens[previous].kind == .period,
       let owner = file.previousSignificant(before: previous) { return owner }
    return t
  }

  /// Parses the chain whose receiver is token `receiver` into `chain`, whose arrays (a caller
  /// that parses many chains keeps one chain for all, the previous one gone) are emptied in place
  /// and filled: a chain's path and calls are not allocated (and freed) again for each chain, and
  /// the chain is not copied out of a result and destroyed with it. Returns nil, or why a chain
  /// that is not a whole statement ending in `.store(in: &collection)` after `sink`/`assign` is
  /// refused (`chain` is then not a chain). `expressionStart`, when given, is
  /// `expressionStart(receiver: receiver)`, which the caller found on the way. A chain taken
  /// ends its statement: its `end` is `file.statementEnd(from: chain.start)`.
  func parse(receiver: Int, expressionStart knownStart: Int? = nil, into chain: inout Chain) -> String? {
    let start = knownStart ?? expressionStart(receiver: receiver)
    if let previous = file.previousSignificant(before: start) {
      let kind = file.tokens[previous].kind
      let statementBoundary = kind == .leftBrace || kind == .rightBrace || kind == .semicolon
        || file.isIdentifier(previous, "in")
        || (file.hasNewline(between: previous, and: start) && kind != .operator && kind != .leftParen
            && kind != .comma && kind != .colon && !file.isIdentifier(previous, "return"))
      if !statementBoundary {
        return "the subscription is used as a value, not stored with '.store(in:)'; migrate it by hand"
      }
    }
    let publisherToken = file.nextSignificant(after: file.nextSignificant(after: receiver)!)!
    // Whether the statement from `start` runs through every token read here, to the last call's
    // end: it does when no line break lies before a word or a call's `(` (a break before `.`
    // continues a statement, and a trailing `{` is taken only on its call's line), which each
    // such token directly after the one before tells. Then the statement's end is found from
    // that last token, not walked to again from the start.
    var adjacent = (start == receiver || file.tokens[receiver - 1].kind == .period)
      && file.tokens[publisherToken - 1].kind == .period
    // Emptied element by element (a chain has a few): `removeAll(keepingCapacity:)` replaces
    // the whole range through the general `replaceSubrange`, several times the cost.
    while chain.path.popLast() != nil {}
    while chain.calls.popLast() != nil {}
    // A subscriber and `store` at least: one allocation for the usual chain (none when reused).
    if chain.calls.capacity < 4 { chain.calls.reserveCapacity(4) }
    var cursor = publisherToken
    while let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
          let name = file.nextSignificant(after: dot), file.tokens[name].kind == .identifier {
      var call = ChainCall(nameToken: name, arguments: nil, trailingClosure: nil, last: name)
      if name != dot + 1 { adjacent = false }
      if let next = file.nextSignificant(after: name), file.tokens[next].kind == .leftParen, let close = file.partner(next) {
        call.arguments = next
        call.last = close
        if next != name + 1 { adjacent = false }
      }
      if let next = file.nextSignificant(after: call.last), file.tokens[next].kind == .leftBrace,
         !file.hasNewline(between: call.last, and: next), let close = file.partner(next) {
        call.trailingClosure = next
        call.last = close
      }
      if call.arguments == nil && call.trailingClosure == nil {
        guard chain.calls.isEmpty else { return "'.\(call.name(in: file))' after an operator is not a publisher chain this tool understands; migrate it by hand" }
        chain.path.append(call.name(in: file))
      } else {
        chain.calls.append(call)
      }
      cursor = call.last
    }
    let calls = chain.calls
    guard let store = calls.last, store.isNamed("store", in: file), let open = store.arguments, calls.count >= 2,
          calls[calls.count - 2].isNamed("sink", in: file) || calls[calls.count - 2].isNamed("assign", in: file) else {
      return "the subscription is not a 'sink' or 'assign' stored with '.store(in:)'; migrate it by hand"
    }
    guard file.statementEnd(from: adjacent ? store.last : start) == store.last else {
      return "the subscription statement continues after '.store(in:)'; migrate it by hand"
    }
    // `.store(in: &cancellables)` or `.store(in: &self.cancellables)`, told by the tokens' bytes.
    // The significant tokens inside the parentheses, up to seven (more fit neither form), kept
    // on the stack: every chain asks.
    let collection: Int? = withUnsafeTemporaryAllocation(of: Int.self, capacity: 7) { inner -> Int? in
      var count = 0
      for t in open + 1..<store.last where !file.tokens[t].kind.isTrivia {
        if count == 7 { return nil }
        inner[count] = t
        count += 1
      }
      // (Inlined: every chain asks each up to three times, and a call cost as much as the test.)
      @inline(__always) func spells(_ k: Int, _ word: StaticString) -> Bool { file.textEquals(inner[k], word) }
      // A one-character word is told by the token's one byte: as a `StaticString` literal it is
      // kept as a scalar, which `textEquals` first encodes into a buffer.
      @inline(__always) func spells(_ k: Int, byte: UInt8) -> Bool {
        let token = file.tokens[inner[k]]
        return token.end - token.start == 1 && file.bytes[Int(token.start)] == byte
      }
      if count == 4, spells(0, "in"), spells(1, byte: UInt8(ascii: ":")), spells(2, byte: UInt8(ascii: "&")) { return inner[3] }
      if count == 6, spells(0, "in"), spells(2, byte: UInt8(ascii: "&")), spells(3, "self"), spells(4, byte: UInt8(ascii: ".")) { return inner[5] }
      return nil
    }
    guard let collection else {
      return "the subscription is stored somewhere other than a cancellables collection; migrate it by hand"
    }
    chain.start = start
    chain.end = store.last
    chain.receiver = receiver
    chain.cancellables = nil
    chain.cancellablesToken = collection
    return nil
  }
}
