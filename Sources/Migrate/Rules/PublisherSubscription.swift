import Foundation
import SwiftScan

/// Rule `publisher-subscription`: `viewStore.publisher.x…sink/assign…store(in:)` chains become
/// `observe { [weak self] in guard let self else { return } … }` blocks.
///
/// All chains of one code block merge into one `observe` at the first chain, in source order.
/// A chain that reloads a table or collection, returns early, or declares a name another chain
/// declares gets a block of its own at its own position.
enum PublisherSubscription {
  static let id = "publisher-subscription"

  /// One migrated chain: indices only (tokens, pieces of the file's `ChainRewriteText`, notes),
  /// so rewrites are grouped, copied and compared without retaining anything, and freeing them
  /// frees nothing per chain. The text they name lives once per file in that buffer.
  struct Rewrite {
    let chain: Span
    let owner: Owner
    /// The piece holding the value the finding shows (and `_ = …` reads).
    let value: Int
    let statements: ChainStatementPieces
    let readsValue: Bool
    let hasEarlyReturn: Bool
    let isExpensive: Bool
    let sendOffset: Int?
    /// The index of the subscriber's local names in the text's `locals`, or -1 for none.
    let locals: Int
    /// The finding's notes, a range of the text's `notes`.
    let notes: Range<Int>
    let brace: Int
    /// The `#if` branch of the chain: chains merge only within one branch.
    let branch: Int
    /// `nameMask` of the statements' targets and of their locals: two rewrites (or a rewrite and
    /// a group) whose masks share no bit share no name, and most never do.
    let targetMask: UInt64
    let localMask: UInt64

    /// The chain's statement: its first and last token and the token naming the collection it
    /// stored into.
    struct Span {
      let start: Int
      let end: Int
      let cancellables: Int
    }

    /// What the rule reads of the chain's owner (its store property is asked of the context
    /// again by the few owners that are not NSObjects).
    struct Owner {
      let type: Int
      let isNSObject: Bool
    }
  }

  /// The local names of `rewrite`'s subscriber (most declare none).
  static func locals(of rewrite: Rewrite, in text: ChainRewriteText) -> Set<String> {
    rewrite.locals >= 0 ? text.locals[rewrite.locals] : []
  }

  struct Output {
    var edits: [Edit] = []
    var findings: [Finding] = []
    /// Owners (type indices) with at least one rewritten chain.
    var rewrittenOwnerMarks = TypeMarks()
    /// `rewrittenOwnerMarks` as a set (for the survey tests).
    var rewrittenOwners: Set<Int> { rewrittenOwnerMarks.set }
    /// Byte ranges the rewrite replaces; other rules must not edit inside them.
    var claimed: [Range<Int>] = []
    /// The cancellables collections migrated chains stored into, with their owners: in the
    /// order the chains were emitted, a name possibly more than once. (A list, appended to per
    /// group of chains: a dictionary of sets, one set per owner, was allocated and hashed into
    /// per file for one or two names; `removeCollections` only asks whether a name is among an
    /// owner's.)
    var collections: [(owner: Int, name: String)] = []
  }

  static func run(_ context: MigrationContext) -> Output {
    // The text and the chains' arrays are the thread's, kept from file to file, and so is the
    // list of the receivers of `publisher` (`context.chains.publisherReceivers()`).
    let scratch = MigrationScratch.take()
    defer { MigrationScratch.give(scratch) }
    var receivers: [Int] = []
    swap(&receivers, &scratch.receivers)
    defer { swap(&receivers, &scratch.receivers) }
    context.chains.publisherReceivers(into: &receivers)
    // Of none, there is no output: no chain, no finding.
    return receivers.isEmpty ? Output() : run(context, receivers: receivers, scratch: scratch)
  }

  /// `run(context)` of its `receivers` (not empty), with the thread's `scratch`.
  private static func run(_ context: MigrationContext, receivers: [Int], scratch: MigrationScratch) -> Output {
    var text = scratch.takeText()
    let (rewrites, findings) = verdicts(context, receivers: receivers, into: &text, reusing: scratch)
    defer { scratch.keep(text) }
    // The rewrites' list is the thread's (`verdicts` took it from there): kept for the next file.
    defer { scratch.rewrites = rewrites }
    var output = Output(findings: findings)
    // Each rewrite adds a finding (two when it sends), at most one edit and one claimed range
    // and the owners' token properties a few more: room for them at once, not grown group by group.
    output.findings.reserveCapacity(findings.count + 2 * rewrites.count)
    // (And the pass's own: it takes these edits over and reserves room for 8 more after them,
    // which would otherwise copy them into a larger array once per file.)
    output.edits.reserveCapacity(rewrites.count + 12)
    output.claimed.reserveCapacity(rewrites.count + 4)
    // Conflicts are looked for within a code block: grouping first keeps a file with thousands of
    // subscriptions linear.
    // When every rewrite lies in one code block (most files: their chains are made in one
    // method), that block's rewrites are all of them, in source order: no dictionary to build.
    let oneBlock = rewrites.allSatisfy { $0.brace == rewrites[0].brace }
    var byBrace: [Int: [Rewrite]] = [:]
    if !oneBlock {
      for rewrite in rewrites { byBrace[rewrite.brace, default: []].append(rewrite) }
    }
    // The blocks are written into the thread's buffer, kept from file to file, and so are the
    // lists of the one group and of a block's removals (an allocation each per file).
    var block = scratch.takeBlock()
    defer { scratch.keep(block) }
    var one: [Int] = [], removals: [Range<Int>] = []
    swap(&one, &scratch.group)
    swap(&removals, &scratch.removals)
    defer {
      swap(&one, &scratch.group)
      swap(&removals, &scratch.removals)
    }
    func emitGroup(_ group: [Int]) {
      emit(group, of: rewrites, text: text, context: context,
           sameBlock: oneBlock ? rewrites : byBrace[rewrites[group[0]].brace] ?? [], writingInto: &block, removing: &removals,
           into: &output)
    }
    // `blocks`, with the one group most files make emitted as it is, not put in a list first.
    if oneGroup(rewrites, text: text, into: &one) {
      emitGroup(one)
    } else {
      for group in groupedBlocks(rewrites, text: text) { emitGroup(group) }
    }
    output.edits += tokenProperties(rewrites, context: context)
    return output
  }

  /// What a survey of the tree needs, without writing any observe block: the owners of the chains
  /// the migration rewrites, and those chains' byte ranges as claimed. (`run` claims more bytes
  /// around a chain, its indentation and line break, but no identifier lies there: other rules
  /// ask about identifiers only.)
  static func rewrittenChains(_ context: MigrationContext) -> Output {
    var output = Output()
    let file = context.file
    let (rewrites, _, text) = verdicts(context)
    text.deallocate()
    for rewrite in rewrites {
      output.rewrittenOwnerMarks.insert(rewrite.owner.type)
      output.claimed.append(Int(file.tokens[rewrite.chain.start].start)..<Int(file.tokens[rewrite.chain.end].end))
    }
    return output
  }

  /// Every chain of the file with its verdict: the rewrites, in source order, a finding for
  /// each chain left alone, and the text the rewrites name (the caller deallocates it once done
  /// with them).
  static func verdicts(_ context: MigrationContext) -> (rewrites: [Rewrite], findings: [Finding], text: ChainRewriteText) {
    var text = ChainRewriteText()
    let scratch = MigrationScratch.take()
    defer { MigrationScratch.give(scratch) }
    let (rewrites, findings) = verdicts(context, receivers: context.chains.publisherReceivers(), into: &text, reusing: scratch)
    return (rewrites, findings, text)
  }

  /// `verdicts(context)` writing the rewrites' text into `text` (empty), with the substitutions
  /// and the parsed chain of `kept` (emptied as they are used, and left there), for the
  /// `receivers` `context.chains.publisherReceivers()` gives. The rewrites are written into
  /// `kept`'s list, taken from it (emptied) and returned: `run` puts it back for the next file.
  static func verdicts(_ context: MigrationContext, receivers: [Int], into text: inout ChainRewriteText,
                       reusing kept: MigrationScratch) -> (rewrites: [Rewrite], findings: [Finding]) {
    var findings: [Finding] = []
    // The thread's list (`run` keeps it for the next file), emptied, with room for every chain at
    // once (most are rewritten), not grown by copying.
    var rewrites: [Rewrite] = []
    swap(&rewrites, &kept.rewrites)
    if !rewrites.isEmpty { rewrites.removeAll(keepingCapacity: true) }
    let file = context.file
    rewrites.reserveCapacity(receivers.count)
    // The substitutions of a subscriber's body, emptied in place for the next chain, and the
    // chain each parse fills: the thread's, moved out for the loop (and back after it), so their
    // arrays are not allocated per file nor reached through the class at each use.
    var substitutions = TokenSubstitutions()
    var chain = Chain.empty
    // The statements of each chain's subscriber, emptied for the next one in place, and the
    // rewrite of the subscribers, given each chain's value and names in turn.
    var observed = ObservedStatements(lines: [], readsValue: false)
    var sink = SinkRewrite(text: context.text, value: ChainValue(expressions: []), viewStoreName: nil, storeName: "")
    swap(&substitutions, &kept.substitutions)
    swap(&chain, &kept.chain)
    defer {
      swap(&substitutions, &kept.substitutions)
      swap(&chain, &kept.chain)
    }
    // A receiver inside a chain already handled (`a.combineLatest(viewStore.publisher.b)`) is part
    // of that chain's verdict, not a chain of its own.
    var handledThrough = -1
    // The owner of the previous chain: most chains of a file share one, which is then looked up
    // (and copied out of the model) once.
    var ownerType = Int.min
    var ownerModel: OwnerModel? = nil
    // The owner and view store whose names `sink` holds (the previous chain's): the names, and
    // whether they are ASCII (the subscriber walk compares identifiers with them), are given to
    // it when they change, not per chain (most chains of a file share them).
    var namesKey = (type: Int.min, viewStore: Int?.none)
    // The function declaring the last local view store asked about (most chains of a file read
    // the same one): looked up once, not per chain.
    var localsFunction = (nameToken: -1, function: Int?.none)
    // (The parsed chain's arrays are reused from chain to chain: a chain's rewrite keeps none
    // of it, and its value, which does, is gone once the rewrite is made.)
    for t in receivers where t > handledThrough {
      let expressionStart = context.chains.expressionStart(receiver: t)
      let k = file.enclosingType(of: t)
      let name = file.text(t)
      let start = Int(file.tokens[expressionStart].start)
      if k != ownerType {
        ownerType = k
        ownerModel = k >= 0 ? context.owner(ofType: k) : nil
      }
      let owner = ownerModel
      // The function around the chain, looked up once for the view store and the rewrite (the
      // chain's first token, `self` of `self.viewStore`, lies in the receiver's brace group).
      let enclosing = file.enclosingFunction(of: t)
      // The view store as an index into the owner's, read in place rather than copied.
      let viewStore = owner.flatMap {
        viewStoreIndex(named: name, at: t, inFunction: enclosing?.function, in: $0, file: file, localsFunction: &localsFunction)
      }
      guard let owner, viewStore != nil || name == owner.storeProperty else {
        // A store-like receiver declared elsewhere (a superclass, a protocol, an injected value).
        if name.lowercased().hasSuffix("store"), file.isIdentifier(file.nextSignificant(after: file.nextSignificant(after: t)!)!, "publisher") {
          findings.append(UntranslatableChain.finding(
            reason: "'\(name)' is not declared in this class as a store or a view store built with 'observe: { $0 }'; migrate where it is declared, or by hand",
            offset: start))
        }
        handledThrough = file.statementEnd(from: expressionStart)
        continue
      }
      if namesKey.type != k || namesKey.viewStore != viewStore {
        namesKey = (k, viewStore)
        sink.viewStoreName = viewStore.map { owner.viewStores[$0].name }
        sink.storeName = context.storeName(for: owner)
        sink.namesAreASCII = (sink.viewStoreName.map(SinkRewrite.isASCII) ?? true, SinkRewrite.isASCII(sink.storeName))
      }
      // The rewrite goes straight into the list (not through a result, a large struct copied).
      if let refusal = rewrite(receiver: t, expressionStart: expressionStart, enclosing: enclosing, owner: owner, viewStore: viewStore,
                             context: context, chain: &chain, sink: &sink, observed: &observed,
                             text: &text, substitutions: &substitutions, into: &rewrites) {
        findings.append(UntranslatableChain.finding(reason: refusal.reason, offset: start))
        handledThrough = file.statementEnd(from: expressionStart)
      } else {
        // A rewritten chain is a whole statement: the parse found where it ends.
        handledThrough = chain.end
      }
    }
    return (rewrites, findings)
  }

  /// The index in `owner.viewStores` of the view store named `name` visible at token `t`, which
  /// lies in `function` (`file.enclosingFunction(of: t)?.function`): a local of that function
  /// declared before `t` first, then a stored property. An index, so the declaration is not
  /// copied out. `localsFunction` is a local's name token and the function it lies in
  /// (`file.enclosingFunction(of:)?.function`), the last one worked out, kept by the caller.
  static func viewStoreIndex(named name: String, at t: Int, inFunction function: Int?, in owner: OwnerModel,
                             file: ScannedFile, localsFunction: inout (nameToken: Int, function: Int?)) -> Int? {
    let viewStores = owner.viewStores
    if viewStores.isEmpty { return nil }
    if let function {
      for k in viewStores.indices where viewStores[k].isLocal && viewStores[k].name == name {
        let nameToken = file.outline.variables[viewStores[k].variable].nameToken
        if localsFunction.nameToken != nameToken {
          localsFunction = (nameToken, file.enclosingFunction(of: nameToken)?.function)
        }
        if localsFunction.function == function && nameToken < t { return k }
      }
    }
    for k in viewStores.indices where !viewStores[k].isLocal && viewStores[k].name == name { return k }
    return nil
  }

  // MARK: One chain

  /// `expressionStart` is `context.chains.expressionStart(receiver: t)` and `enclosing`
  /// `file.enclosingFunction(of: t)`, as `verdicts` found them.
  /// `viewStore` is the receiver's declaration as an index into `owner.viewStores`. `chain` is
  /// where the parse puts the chain (`ChainParser.parse`), `sink` the file's subscriber rewrite,
  /// holding the view store's name and the store name of this `owner` and `viewStore` (and
  /// whether they are ASCII), given this chain's value here; `observed` where the subscriber's
  /// statements go (emptied first: the caller keeps one for all its chains).
  /// Appends the chain's rewrite to `rewrites`, or returns why the chain is refused.
  static func rewrite(receiver t: Int, expressionStart: Int, enclosing: (function: Int, insideClosure: Bool)?, owner: OwnerModel, viewStore: Int?, context: MigrationContext,
                      chain: inout Chain, sink: inout SinkRewrite, observed: inout ObservedStatements, text: inout ChainRewriteText,
                      substitutions: inout TokenSubstitutions, into rewrites: inout [Rewrite]) -> Refusal? {
    let file = context.file
    if let viewStore, case let .unsupported(reason) = owner.viewStores[viewStore].observation { return Refusal(reason) }
    // The previous chain's value is let go first: it holds the parsed chain's path, which the
    // parse empties and fills in place (shared, the path would be copied).
    sink.value = ChainValue(expressions: [])
    if let reason = context.chains.parse(receiver: t, expressionStart: expressionStart, into: &chain) {
      return Refusal(reason)
    }
    guard let (function, insideClosure) = enclosing, !insideClosure else {
      return Refusal("the subscription is made inside a closure; move it into a method, then migrate")
    }
    let chainValue: ChainValue
    switch ChainValue.build(chain, context: context) {
    case .success(let built): chainValue = built
    case .failure(let refusal): return refusal
    }
    let subscriber = chain.calls[chain.calls.count - 2]
    // The first value as the block's own level reads it: the substitution of the subscriber's
    // parameter (most are named `value`) and the finding's text both use it. A store's field
    // (most chains) is written straight into the text as the piece the finding reads, and, when
    // a plain path, copied from there where the parameter is used: no string is made of it.
    var firstValue: String? = nil
    let firstValuePiece = chainValue.appendFirstRendered(store: sink.storeName, into: &text)
    if let piece = firstValuePiece, !SourceText.isPlainPath(text.bytes(piece)) {
      firstValue = text.string(piece)
    } else if firstValuePiece == nil, chainValue.expressionCount > 0 {
      firstValue = chainValue.rendered(0, store: sink.storeName, nested: false, bound: "value")
    }
    // The value and the first value are handed to the file's rewrite, their last use here:
    // everything below reads them from `sink`, so they are moved in, not copied (the value's
    // arrays retained for it, and released again with it). One rewrite serves every chain of the
    // file, given each chain's value (and its owner's names, by the caller): a rewrite made per
    // chain retained the file's text and released it again with everything it held.
    sink.value = chainValue
    sink.firstValue = firstValue
    sink.firstValuePiece = firstValue == nil ? firstValuePiece : nil
    // Each result is taken apart where it is made: kept in a variable first, it was copied
    // (every array and string of the statements retained and released again). The statements
    // are filled in place by the subscriber's rewrite (the assignment of `assign`'s replaces them).
    observed.reset()
    let pieces: ChainStatementPieces
    if subscriber.isNamed("assign", in: file), let open = subscriber.arguments {
      switch sink.assign(arguments: open) {
      case .success(let statements):
        pieces = ChainStatementPieces(statements, into: &text)
        observed = statements
      case .failure(let refusal): return refusal
      }
    } else if let closure = subscriberClosure(subscriber, file: file) {
      switch sink.sink(closure: closure, statements: &observed, into: &text, substitutions: &substitutions) {
      case .success(let written): pieces = written
      case .failure(let refusal): return refusal
      }
    } else {
      return Refusal("'sink' also handles completion; only 'sink { value in … }' or 'sink(receiveValue:)' can be migrated")
    }
    if sink.value.wholeState, !observed.readsValue {
      return Refusal("the subscription observes the whole state without reading it; read the fields it needs through 'store' in an observe block by hand")
    }
    // The notes go straight into the file's list (no failure follows).
    let notesStart = text.notes.count
    if !sink.value.notes.isEmpty { text.notes.append(contentsOf: sink.value.notes) }
    if let callee = observed.wholeStateHandedTo {
      text.notes.append("the whole state is handed to '\(callee)': the block now re-runs when anything it reads changes; pass only the fields it needs")
    }
    if observed.animates {
      text.notes.append("'UIView.animate' stays inside the block: it now also runs on the block's first, synchronous run; set the initial values without animation if that matters")
    }
    // Only the name is read (not the whole declaration copied out), of the function found above.
    let functionName = file.outline.functions[function].name
    if functionName == "init" {
      text.notes.append("made in 'init': the observe block stays there and runs at once; move it to 'viewDidLoad' if it touches views")
    } else {
      switch functionName {
      case "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear": break
      default: text.notes.append("made in '\(functionName)': the observe block stays there; make sure that method runs once, or each call adds another block")
      }
    }
    if !owner.isNSObject {
      text.notes.append("'\(file.outline.types[owner.type].name)' is not an NSObject: the free 'observe' function (TCA 1.13+) is used and its token kept in '\(tokenProperty)'")
    }
    // The value the finding shows: an `if let`'s unwrapped value, the whole state, the one value
    // (most chains: the piece written above, when there is one) or the values joined.
    let value: Int
    if case .ifLet(let unwrapped)? = sink.value.conditions.first {
      value = text.append(ChainValue.render(unwrapped, store: sink.storeName, nested: false, bound: "value"))
    } else if sink.value.wholeState {
      value = text.append("\(sink.storeName).state")
    } else if sink.value.expressionCount == 1 {
      value = firstValuePiece ?? text.append(sink.firstValue!)
    } else {
      value = text.append((0..<sink.value.expressionCount).map { sink.expression($0, nested: false, bound: "value") }.joined(separator: ", "))
    }
    let targetMask = pieces.targets.isEmpty ? 0 : nameMask(pieces: pieces.targets, in: text)
    var locals = -1
    if !observed.locals.isEmpty {
      locals = text.locals.count
      text.locals.append(observed.locals)
    }
    rewrites.append(Rewrite(
      chain: Rewrite.Span(start: chain.start, end: chain.end, cancellables: chain.cancellablesToken),
      owner: Rewrite.Owner(type: owner.type, isNSObject: owner.isNSObject),
      value: value, statements: pieces, readsValue: observed.readsValue,
      hasEarlyReturn: observed.hasEarlyReturn, isExpensive: observed.isExpensive, sendOffset: observed.sendOffset,
      locals: locals, notes: notesStart..<text.notes.count, brace: file.brace(of: chain.start),
      branch: Int(file.outline.branchOf[chain.start]),
      targetMask: targetMask,
      localMask: nameMask(observed.locals)))
    return nil
  }

  /// The closure of `sink { … }` or `sink(receiveValue: { … })`, as an index into the outline.
  static func subscriberClosure(_ call: ChainCall, file: ScannedFile) -> Int? {
    var brace: Int? = call.trailingClosure
    if let open = call.arguments {
      let arguments = file.arguments(open: open, close: file.partner(open)!)
      if brace != nil, !arguments.isEmpty { return nil }
      if brace == nil {
        guard arguments.count == 1, arguments[0].label == "receiveValue",
              file.tokens[arguments[0].value.lowerBound].kind == .leftBrace,
              file.partner(arguments[0].value.lowerBound) == arguments[0].value.upperBound else { return nil }
        brace = arguments[0].value.lowerBound
      }
    }
    guard let brace else { return nil }
    return closure(openedBy: brace, in: file)
  }

  /// The closure (an index into the outline's) that the `{` at token `brace` opens, if it opens
  /// one. Its group is the one holding the token after it (the braces themselves belong to the
  /// group around), read off the per-token table; `braceID` would search the file's groups for
  /// it. The table's answer is taken only when that group opens at `brace` (not for `{}`, whose
  /// next token is its `}`), else the search answers.
  static func closure(openedBy brace: Int, in file: ScannedFile) -> Int? {
    var id = brace + 1 < file.tokens.count ? file.brace(of: brace + 1) : -1
    if id < 0 || file.outline.braces[id].open != brace { id = file.braceID(opening: brace) ?? -1 }
    guard id >= 0, case let .closure(c) = file.outline.braces[id].kind else { return nil }
    return c
  }

  static func subscriberClosureForMap(_ call: ChainCall, file: ScannedFile) -> Int? {
    subscriberClosure(ChainCall(nameToken: call.nameToken, arguments: nil,
                                trailingClosure: call.trailingClosure ?? call.arguments.flatMap { open in
                                  file.nextSignificant(after: open).flatMap { file.tokens[$0].kind == .leftBrace ? $0 : nil }
                                }, last: call.last), file: file)
  }

  // MARK: Blocks

  /// Groups rewrites into observe blocks: one per code block for the cheap ones, and one each for
  /// expensive ones, ones that return early and ones whose local names clash.
  static func blocks(_ rewrites: [Rewrite], text: ChainRewriteText) -> [[Int]] {
    if let all = oneGroup(rewrites, text: text) { return [all] }
    return groupedBlocks(rewrites, text: text)
  }

  /// `blocks` worked out group by group, whatever the rewrites (what `oneGroup` shortcuts).
  static func groupedBlocks(_ rewrites: [Rewrite], text: ChainRewriteText) -> [[Int]] {
    // Groups of indices into `rewrites`.
    var groups: [[Int]] = []
    // Each group's masks (the union of its members') answer first: when they share no bit with
    // the chain's, no name is shared. Otherwise the members whose own mask meets the chain's are
    // asked, while the group is small; a large group gets the names all its members declare and
    // write gathered in a NameSet, kept up to date from there on, so a chain is checked against
    // it once instead of against each member.
    var masks: [(declared: UInt64, written: UInt64)] = []
    var declared: [NameSet?] = [], written: [NameSet?] = []
    // The index of each (brace, #if branch)'s shared group (most files have one or two).
    var shared = ShortMap<BlockKey, Int>()
    // Most files make one or two groups: room for a few at once rather than grown from none.
    let expected = min(rewrites.count, 4)
    groups.reserveCapacity(expected)
    masks.reserveCapacity(expected)
    declared.reserveCapacity(expected)
    written.reserveCapacity(expected)
    for (index, rewrite) in rewrites.enumerated() {
      // A subscriber that sends an action must keep re-running only when its own value changes.
      let alone = rewrite.isExpensive || rewrite.hasEarlyReturn || rewrite.sendOffset != nil
      let key = BlockKey(brace: rewrite.brace, branch: rewrite.branch)
      if !alone, let g = shared[key] {
        var fits = true
        // The names become strings only here, when masks meet (rarely).
        if masks[g].declared & rewrite.localMask != 0 {
          fits = disjoint(locals(of: rewrite, in: text), mask: rewrite.localMask, group: groups[g], of: rewrites,
                          gathered: &declared[g], memberMask: { $0.localMask }, memberNames: { locals(of: $0, in: text) })
        }
        if fits, masks[g].written & rewrite.targetMask != 0 {
          fits = targetsDisjoint(rewrite, group: groups[g], of: rewrites, gathered: &written[g], text: text)
        }
        if fits {
          groups[g].append(index)
          masks[g].declared |= rewrite.localMask
          masks[g].written |= rewrite.targetMask
          if declared[g] != nil { declared[g]!.formUnion(locals(of: rewrite, in: text)) }
          if written[g] != nil { written[g]!.formUnion(text.strings(rewrite.statements.targets)) }
          continue
        }
      }
      var group = [index]
      let opens = !alone && shared[key] == nil
      // A block's shared group takes most of the chains that follow it: room for up to 16 at
      // once, rather than grown from one by doubling (bounded, so a file of many blocks does not
      // reserve for each what the others take).
      if opens { group.reserveCapacity(min(rewrites.count - index, 16)) }
      groups.append(group)
      masks.append((rewrite.localMask, rewrite.targetMask))
      declared.append(nil)
      written.append(nil)
      if opens { shared.insertNew(key, groups.count - 1) }
    }
    return groups
  }

  /// `blocks`' one group when every rewrite joins the first one's (most files: their chains are
  /// made in one method, and none is expensive, returns early, sends or clashes), else nil. The
  /// first rewrite, not alone, opens its block's shared group; each later one, not alone and of
  /// the same block, is asked exactly what `blocks` asks it against that group (the same masks,
  /// members and gathered names, kept here as `blocks` keeps them), and joins it when it fits.
  /// The first that does not leaves it to `blocks`, whose asking has no effect outside it: the
  /// lists, masks and maps it would make for this one group are not made.
  static func oneGroup(_ rewrites: [Rewrite], text: ChainRewriteText) -> [Int]? {
    var group: [Int] = []
    return oneGroup(rewrites, text: text, into: &group) ? group : nil
  }

  /// Whether `oneGroup(rewrites, text: text)` gives a group, written into `group` (emptied first;
  /// not a group where this is false): `run` keeps one list for it from file to file.
  static func oneGroup(_ rewrites: [Rewrite], text: ChainRewriteText, into group: inout [Int]) -> Bool {
    guard let first = rewrites.first else { return false }
    if !group.isEmpty { group.removeAll(keepingCapacity: true) }
    group.reserveCapacity(rewrites.count)
    var declaredMask: UInt64 = 0, writtenMask: UInt64 = 0
    var declared: NameSet? = nil, written: NameSet? = nil
    for (index, rewrite) in rewrites.enumerated() {
      let alone = rewrite.isExpensive || rewrite.hasEarlyReturn || rewrite.sendOffset != nil
      guard !alone, rewrite.brace == first.brace, rewrite.branch == first.branch else { return false }
      if index > 0 {
        var fits = true
        if declaredMask & rewrite.localMask != 0 {
          fits = disjoint(locals(of: rewrite, in: text), mask: rewrite.localMask, group: group, of: rewrites,
                          gathered: &declared, memberMask: { $0.localMask }, memberNames: { locals(of: $0, in: text) })
        }
        if fits, writtenMask & rewrite.targetMask != 0 {
          fits = targetsDisjoint(rewrite, group: group, of: rewrites, gathered: &written, text: text)
        }
        guard fits else { return false }
        if declared != nil { declared!.formUnion(locals(of: rewrite, in: text)) }
        if written != nil { written!.formUnion(text.strings(rewrite.statements.targets)) }
      }
      group.append(index)
      declaredMask |= rewrite.localMask
      writtenMask |= rewrite.targetMask
    }
    return true
  }

  /// Up to this many members, a group whose mask meets a chain's is searched member by member.
  static let memberScanLimit = 32

  /// Whether none of `names` is one of the group's (as `NameSet.isDisjoint(with:)` of all the
  /// members' names tells: the same `==` between the same pairs of names, of the members whose
  /// mask can hold one only). `gathered` holds the group's names once it has been large.
  private static func disjoint<Names: Sequence<String>>(
    _ names: Names, mask: UInt64, group: [Int], of rewrites: [Rewrite], gathered: inout NameSet?,
    memberMask: (Rewrite) -> UInt64, memberNames: (Rewrite) -> Names
  ) -> Bool {
    if let gathered { return gathered.isDisjoint(with: names) }
    if group.count > memberScanLimit {
      var all = NameSet()
      for k in group { all.formUnion(memberNames(rewrites[k])) }
      gathered = all
      return all.isDisjoint(with: names)
    }
    for member in group.lazy.map({ rewrites[$0] }) where memberMask(member) & mask != 0 {
      let theirs = memberNames(member)
      for name in names where theirs.contains(where: { $0 == name }) { return false }
    }
    return true
  }

  /// `disjoint` of the rewrite's targets and the group's, which are pieces of `text`. A small
  /// group's members are asked as `disjoint` asks them, comparing two ASCII names by their bytes
  /// (which are equal exactly when the strings are); other names are compared as strings.
  private static func targetsDisjoint(_ rewrite: Rewrite, group: [Int], of rewrites: [Rewrite], gathered: inout NameSet?,
                                      text: ChainRewriteText) -> Bool {
    let names = rewrite.statements.targets
    guard gathered == nil, group.count <= memberScanLimit, rewrite.statements.targetsAreASCII else {
      return disjoint(text.strings(names), mask: rewrite.targetMask, group: group, of: rewrites, gathered: &gathered,
                      memberMask: { $0.targetMask }, memberNames: { text.strings($0.statements.targets) })
    }
    for k in group where rewrites[k].targetMask & rewrite.targetMask != 0 {
      let member = rewrites[k].statements
      if member.targetsAreASCII {
        for name in names where member.targets.contains(where: { text.piecesEqual($0, name) }) { return false }
      } else {
        let theirs = text.strings(member.targets)
        for name in names where theirs.contains(text.string(name)) { return false }
      }
    }
    return true
  }

  /// Two bits per name, chosen by a hash of its bytes, or every bit when a name is not ASCII.
  /// ASCII names are equal as strings exactly when their bytes are, so two names that are equal
  /// either share their bits or one of them set every bit (a name that is not ASCII may equal
  /// another with other bytes, even an ASCII one): masks that share no bit mean no shared name.
  static func nameMask(_ names: some Collection<String>) -> UInt64 {
    // Most subscribers declare no local.
    if names.isEmpty { return 0 }
    var mask: UInt64 = 0
    for name in names {
      guard let bit = name.withUTF8InPlace(nameBits) else { return ~0 }
      mask |= bit
    }
    return mask
  }

  /// `nameMask` of the names that are pieces `names` of `text` (a piece's bytes are its string's).
  static func nameMask(pieces names: Range<Int>, in text: ChainRewriteText) -> UInt64 {
    var mask: UInt64 = 0
    for k in names {
      guard let bit = nameBits(text.bytes(k)) else { return ~0 }
      mask |= bit
    }
    return mask
  }

  /// A name's two bits, or nil when it is not ASCII. The bits are a function of the name's bytes
  /// (all a mask needs: equal ASCII names get equal bits), hashed eight bytes at a time, the last
  /// eight overlapping the word before when the length is not a multiple of eight, and a short
  /// name's bytes read into one word: a byte at a time cost several times as much per target.
  private static func nameBits(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    let highs: UInt64 = 0x8080_8080_8080_8080, prime: UInt64 = 0x0000_0100_0000_01B3
    let n = bytes.count
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(n)
    if let base = bytes.baseAddress, n > 0 {
      let raw = UnsafeRawPointer(base)
      if n < 8 {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: raw, byteCount: n) }
        if word & highs != 0 { return nil }
        hash = (hash ^ word) &* prime
      } else {
        var k = 0
        while true {
          let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
          if word & highs != 0 { return nil }
          hash = (hash ^ word) &* prime
          if k + 8 == n { break }
          k = Swift.min(k + 8, n - 8)
        }
      }
    }
    // Two bits a name: a group of a dozen names leaves most pairs of bits clear.
    let mixed = (hash ^ (hash >> 32)) &* 0x9E37_79B9_7F4A_7C15
    return 1 << (mixed >> 58) | 1 << ((mixed >> 52) & 63)
  }

  /// A code block and the `#if` branch in it: chains merge only within one.
  private struct BlockKey: Hashable {
    let brace: Int
    let branch: Int
  }

  /// An earlier subscription of the same code block that writes a property this one writes.
  static func conflict(_ rewrite: Rewrite, in rewrites: [Rewrite], text: ChainRewriteText) -> (String, Rewrite)? {
    guard !rewrite.statements.targets.isEmpty else { return nil }
    // `rewrites` are in source order (as `verdicts` found them): the earlier ones come first.
    for k in rewrites.indices {
      guard rewrites[k].chain.start < rewrite.chain.start else { break }
      guard rewrites[k].brace == rewrite.brace, rewrites[k].targetMask & rewrite.targetMask != 0 else { continue }
      let other = rewrites[k]
      if let target = firstShared(pieces: other.statements.targets, rewrite.statements.targets, in: text,
                                  ascii: other.statements.targetsAreASCII && rewrite.statements.targetsAreASCII) { return (target, other) }
    }
    return nil
  }

  /// The smallest name two sorted lists of distinct names share, by walking both: what
  /// `Set(a).intersection(Set(b)).sorted().first` gives. Names that are not ASCII may be equal as
  /// strings with other bytes, and then which of the two is answered is the set's to say.
  /// `ascii` tells, when known, whether every name of both is ASCII.
  static func firstShared(_ a: [String], _ b: [String], ascii: Bool? = nil) -> String? {
    let ascii = ascii ?? (a.allSatisfy(SinkRewrite.isASCII) && b.allSatisfy(SinkRewrite.isASCII))
    guard ascii else { return Set(a).intersection(Set(b)).sorted().first }
    // One name on either side (most subscribers write one): whether the other list holds it,
    // which is what the walk below finds, without ordering strings.
    if a.count == 1 { return b.contains(a[0]) ? a[0] : nil }
    if b.count == 1 { return a.contains(b[0]) ? b[0] : nil }
    var i = 0, j = 0
    while i < a.count, j < b.count {
      if a[i] == b[j] { return a[i] }
      if a[i] < b[j] { i += 1 } else { j += 1 }
    }
    return nil
  }

  /// `firstShared` of two lists of names that are pieces of `text`, sorted and distinct as
  /// `assignmentTargets` leaves them: ASCII names are walked by their bytes (which order and
  /// compare as the strings do), and only the answer becomes a string.
  static func firstShared(pieces a: Range<Int>, _ b: Range<Int>, in text: ChainRewriteText, ascii: Bool) -> String? {
    guard ascii else { return firstShared(text.strings(a), text.strings(b), ascii: false) }
    var i = a.lowerBound, j = b.lowerBound
    while i < a.upperBound, j < b.upperBound {
      if text.piecesEqual(i, j) { return text.string(i) }
      if text.pieceLess(i, j) { i += 1 } else { j += 1 }
    }
    return nil
  }

  /// Where an owner that is not an NSObject keeps its observe tokens.
  static let tokenProperty = "observations"

  /// `private var observations: [ObserveToken] = []` after the store property of each such owner.
  static func tokenProperties(_ rewrites: [Rewrite], context: MigrationContext) -> [Edit] {
    let file = context.file
    var done = Set<Int>()
    var edits: [Edit] = []
    for rewrite in rewrites where !rewrite.owner.isNSObject && done.insert(rewrite.owner.type).inserted {
      let brace = file.outline.types[rewrite.owner.type].brace
      // The owner is asked again (one each, of the few that are not NSObjects) rather than its
      // store property kept in every rewrite.
      let storeProperty = context.owner(ofType: rewrite.owner.type)?.storeProperty
      guard let store = file.outline.variables.first(where: { $0.brace == brace && $0.name == storeProperty }) else { continue }
      let end = context.text.endOfLine(after: Int(file.tokens[store.declEnd].end))
      let indent = context.text.indentation(ofLineAt: Int(file.tokens[store.declStart].start))
      edits.append(Edit(range: end..<end, replacement: "\(indent)private var \(tokenProperty): [ObserveToken] = []\(context.text.newline)"))
    }
    return edits
  }

  /// Writes one observe block for `group` (indices into `rewrites`, whose text is `chainText`);
  /// `sameBlock` holds every rewrite of the group's code block. The block's text is written
  /// into `blockBytes` (emptied first: the caller's buffer, reused from block to block).
  static func emit(_ group: [Int], of rewrites: [Rewrite], text chainText: ChainRewriteText, context: MigrationContext,
                   sameBlock: [Rewrite], writingInto blockBytes: inout BlockText, removing removals: inout [Range<Int>],
                   into output: inout Output) {
    let file = context.file
    let text = context.text
    let newline = text.newline
    let first = rewrites[group[0]]
    let firstStart = Int(file.tokens[first.chain.start].start)
    let indent = text.indentation(ofLineAt: firstStart)
    let unit = context.indentUnit(brace: first.brace, inner: indent)
    let inner = indent + unit
    // Owners that are not NSObjects call the free `observe` and keep its token alive.
    let free = !first.owner.isNSObject
    let firstRange = replacementRange(start: first.chain.start, end: first.chain.end, text: text)
    // The block's text is written line by line as UTF-8 into one buffer (what joining its lines
    // with `newline` gives), not as a list of lines each built by concatenation and then joined;
    // it becomes a string once.
    blockBytes.removeAll()
    // A group holding every rewrite of its code block (most: one block of chains, all merged)
    // is its block's shared group: each member joined it only after the fit test found no
    // target it shares with the members before it, which are all the earlier rewrites of the
    // block, in source order; `conflict` asks those for a shared target (the same equality), so
    // it finds none and is not asked. (A group has only rewrites of its block.)
    let conflictsPossible = group.count != sameBlock.count
    if text.isFirstOnLine(firstStart) { blockBytes.append(indent) }
    var started = false
    func line(_ prefix: String, _ body: String) {
      if started { blockBytes.append(newline) } else { started = true }
      blockBytes.append(prefix)
      blockBytes.append(body)
    }
    line("", free ? "\(tokenProperty).append(observe { [weak self] in" : "observe { [weak self] in")
    // The line break and the indentation every statement line starts with are copied from where
    // the guard line starts, which writes them: a string's UTF-8 is copied out of it at each
    // append (a short string keeps none in memory), and arrays of them cost two allocations a block.
    let guardLineStart = blockBytes.count
    line(inner, "guard let self else { return }")
    let lineBreak = guardLineStart..<(guardLineStart + newline.utf8.count)
    let lineBreakAndIndent = guardLineStart..<(lineBreak.upperBound + inner.utf8.count)
    // The removals of the chains after the first, made as the loop reaches them (into the
    // caller's list, emptied first): the comments above each are found once, for the block's
    // lines and for the removal.
    if !removals.isEmpty { removals.removeAll(keepingCapacity: true) }
    removals.reserveCapacity(group.count - 1)
    let (groupStart, groupMayHoldComment) = mayHoldComment(group, of: rewrites, text: text)
    for (index, k) in group.enumerated() {
      let rewrite = rewrites[k]
      let chain = rewrite.chain
      if index > 0 {
        // (A chain after the group's first token has only the group's bytes above it, back to
        // that token, where the walk for comments above it stops.)
        let above = groupMayHoldComment || chain.start == groupStart ? commentsAboveStart(chain.start, text: text) : nil
        if let above {
          for t in above..<chain.start where file.tokens[t].kind == .lineComment { line(inner, file.text(t)) }
        }
        removals.append(removalRange(of: rewrite, commentsAbove: above, text: text))
      }
      // Most chains hold no comment and none trails them: the lists of comments are made only
      // for a chain that has one (made and released for every chain, they cost three releases;
      // nil, not an empty list, where its bytes hold no `/`: an empty list is still released).
      let trailingToken = groupMayHoldComment ? trailingCommentToken(after: chain.end, file: file) : nil
      let inside = groupMayHoldComment && mayHoldComment(rewrite, file: file) ? commentsInside(rewrite, file: file) : nil
      if rewrite.readsValue, rewrite.statements.conditions.isEmpty, trailingToken == nil, inside?.isEmpty ?? true {
        // The lines as the subscriber wrote them (most chains): written from the file's text,
        // with what the general case below does to them when nothing is added around them.
        // (The block's first two lines are written: every line here follows a line break.)
        for piece in rewrite.statements.lines {
          let bytes = chainText.bytes(piece)
          blockBytes.appendCopy(of: bytes.isEmpty ? lineBreak : lineBreakAndIndent)
          blockBytes.append(bytes: bytes)
        }
      } else {
        var comments = inside ?? []
        var trailing = trailingToken.map { [file.text($0)] } ?? []
        var statements = chainText.strings(rewrite.statements.lines)
        if !rewrite.readsValue { statements.insert("_ = \(chainText.string(rewrite.value))", at: 0) }
        for condition in chainText.strings(rewrite.statements.conditions).reversed() {
          statements = [condition] + statements.map { $0.isEmpty ? "" : unit + $0 } + ["}"]
        }
        // A comment that trailed the chain's first line trails its first statement; one that
        // trailed its last line trails its last statement.
        if let comment = comments.first, comment.hasPrefix("//"),
           let k = statements.firstIndex(where: { !$0.isEmpty && !Self.hasComment($0) }) {
          statements[k] += " " + comment
          comments.removeFirst()
        }
        if let comment = trailing.first, let k = statements.lastIndex(where: { !$0.isEmpty && !Self.hasComment($0) }) {
          statements[k] += " " + comment
          trailing.removeFirst()
        }
        for comment in comments { line(inner, comment) }
        for statement in statements { line(statement.isEmpty ? "" : inner, statement) }
        for comment in trailing { line(inner, comment) }
      }
      var notes = rewrite.notes.isEmpty ? [] : Array(chainText.notes[rewrite.notes])
      if index > 0, hasCodeBetween(rewrites[group[index - 1]].chain.end, chain.start, skipping: group, of: rewrites, file: file) {
        notes.append("moved up into the observe block above, before the code between them; check that code does not prepare what this draws")
      }
      if group.count == 1, rewrite.isExpensive {
        notes.append("kept in its own observe block so the expensive work re-runs only when what it reads changes")
      }
      if conflictsPossible, let (target, other) = conflict(rewrite, in: sameBlock, text: chainText) {
        let line = file.lineColumn(ofToken: other.chain.start).line
        notes.append("writes '\(target)' like the subscription on line \(line): kept in its own observe block so the last change still wins; merge them into one description of the screen")
      }
      if let offset = rewrite.sendOffset {
        output.findings.append(Finding(
          ruleID: "send-in-observe", severity: .warning,
          message: "move this decision into the reducer: an action sent while observing is reducer logic in view code (kept in its own observe block so it runs only when its value changes)",
          offset: offset))
      }
      output.findings.append(Finding(
        ruleID: id, severity: .warning, message: Self.findingMessage(readingBytes: chainText.bytes(rewrite.value)),
        offset: Int(file.tokens[chain.start].start), notes: consume notes))
      // Inserting what the previous chain of the group inserted changes nothing: most chains
      // of a group share their owner and their collection. (The previous chain's fields are read
      // in place: a copy of its rewrite retained and released its statements.)
      if index == 0 || rewrites[group[index - 1]].owner.type != rewrite.owner.type
          || !SinkRewrite.textsEqual(rewrites[group[index - 1]].chain.cancellables, chain.cancellables, in: file) {
        output.rewrittenOwnerMarks.insert(rewrite.owner.type)
        output.collections.append((rewrite.owner.type, file.text(chain.cancellables)))
      }
    }
    line(indent, free ? "})" : "}")
    if firstRange.ownsLineEnd { blockBytes.append(newline) }
    // The first chain's statement becomes the block; the others are removed with their lines.
    output.edits.append(Edit(range: firstRange.range, replacement: blockBytes.string()))
    output.claimed.append(firstRange.range)
    // Merged in place and tidied one by one: no other arrays made for them.
    SourceText.merge(&removals)
    for range in removals {
      let range = text.tidied(range)
      output.edits.append(Edit(range: range, replacement: ""))
      output.claimed.append(range)
    }
  }

  /// An observe block's text as UTF-8 (and the bytes of a file's `ChainRewriteText`), written
  /// through a pointer into storage it grows by doubling. `[UInt8].append(contentsOf:)` took its
  /// generic path (about 217 instructions a piece) and a block is written in several pieces per
  /// line. A struct with an explicit `deallocate` (the caller's `defer`), not a class: no object
  /// to allocate and release.
  struct BlockText {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
      self.capacity = Swift.max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    /// Appends `text`'s UTF-8 (its contiguous storage: a native or literal string is read in place,
    /// not through a mutable copy, which was retained and released per append).
    mutating func append(_ text: String) {
      if text.isEmpty { return }
      text.withUTF8InPlace { append(bytes: $0) }
    }

    /// Appends bytes.
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
      let n = bytes.count
      if n == 0 { return }
      if count + n > capacity { grow(to: count + n) }
      (base + count).initialize(from: bytes.baseAddress!, count: n)
      count += n
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
      if count == capacity { grow(to: count + 1) }
      base[count] = byte
      count += 1
    }

    /// Appends a copy of bytes `range` of the text written so far, read after room is made.
    mutating func appendCopy(of range: Range<Int>) {
      let n = range.count
      if n == 0 { return }
      precondition(range.lowerBound >= 0 && range.upperBound <= count, "copied bytes")
      if count + n > capacity { grow(to: count + n) }
      (base + count).initialize(from: base + range.lowerBound, count: n)
      count += n
    }

    /// Moves the bytes into storage of at least `needed` bytes (doubling).
    private mutating func grow(to needed: Int) {
      var grown = capacity * 2
      while grown < needed { grown *= 2 }
      let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      moved.moveInitialize(from: base, count: count)
      base.deallocate()
      base = moved
      capacity = grown
    }

    /// Forgets the bytes written, keeping the room.
    mutating func removeAll() { count = 0 }

    /// Bytes `range` of the text written so far. Valid until the next append.
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// The text written so far, decoded as `String(decoding:as:)` decodes an array of the same bytes.
    func string() -> String {
      String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    func deallocate() { base.deallocate() }
  }

  /// "replace this publisher subscription with an observe block that reads '…'", written as
  /// UTF-8 into a buffer of the right size and made a string once (every rewritten chain has one).
  static func findingMessage(reading value: String) -> String {
    value.withUTF8InPlace(findingMessage(readingBytes:))
  }

  /// `findingMessage` of a value given as valid UTF-8 (a piece of the chains' text). The message
  /// is written into a temporary buffer (on the stack for the usual value) and decoded from there:
  /// `String(unsafeUninitializedCapacity:initializingUTF8With:)`, which writes into the string's
  /// own storage, cost about twice as much per message (a closure call, then the storage's count
  /// and flags set, then its bytes validated). Decoding valid UTF-8 gives exactly its bytes.
  static func findingMessage(readingBytes value: UnsafeBufferPointer<UInt8>) -> String {
    let prefix: StaticString = "replace this publisher subscription with an observe block that reads '"
    let count = prefix.utf8CodeUnitCount + value.count + 1
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { output in
      let base = output.baseAddress!
      base.initialize(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
      if value.count > 0 { (base + prefix.utf8CodeUnitCount).initialize(from: value.baseAddress!, count: value.count) }
      base[count - 1] = UInt8(ascii: "'")
      return String(decoding: UnsafeBufferPointer(output), as: UTF8.self)
    }
  }

  /// From the start of the chain's line (when it stands first on it) through its trailing
  /// comment and line break.
  static func replacementRange(_ chain: Chain, text: SourceText) -> (range: Range<Int>, ownsLineEnd: Bool) {
    replacementRange(start: chain.start, end: chain.end, text: text)
  }

  /// `replacementRange` of the chain from token `first` through token `end`.
  static func replacementRange(start first: Int, end: Int, text: SourceText) -> (range: Range<Int>, ownsLineEnd: Bool) {
    let file = text.file
    let start = Int(file.tokens[first].start)
    let lower = text.isFirstOnLine(start) ? text.lineStart(ofOffset: start) : start
    var t = end + 1
    while t < file.tokens.count, file.tokens[t].kind == .whitespace || file.tokens[t].kind == .lineComment { t += 1 }
    if t >= file.tokens.count { return (lower..<file.bytes.count, false) }
    if file.tokens[t].kind == .newline { return (lower..<Int(file.tokens[t].end), true) }
    return (lower..<Int(file.tokens[end].end), false)
  }

  /// What removing a chain merged into another's block takes: its statement with its lines and
  /// `above`, the first of the comments above it (`commentsAboveStart`), or after `a();` the `;`
  /// and the chain.
  static func removalRange(of rewrite: Rewrite, commentsAbove above: Int?, text: SourceText) -> Range<Int> {
    let file = text.file
    // `a(); chain` on one line: the `;` before the chain goes with it. (The token before is
    // asked first: most chains follow another statement's `)` or `}`, and the walk back over
    // the line's indentation is left out for them.)
    if let semicolon = file.previousSignificant(before: rewrite.chain.start), file.tokens[semicolon].kind == .semicolon,
       !text.isFirstOnLine(Int(file.tokens[rewrite.chain.start].start)) {
      // Its trailing comment moved into the block with it.
      var end = rewrite.chain.end
      while end + 1 < file.tokens.count, [.whitespace, .lineComment].contains(file.tokens[end + 1].kind) { end += 1 }
      if file.tokens[end].kind == .whitespace { end -= 1 }
      return Int(file.tokens[semicolon].start)..<Int(file.tokens[end].end)
    }
    return text.removalRange(above ?? rewrite.chain.start, rewrite.chain.end)
  }

  /// Whole-line `//` comments directly above a chain (no blank line between): their first token.
  static func commentsAboveStart(_ start: Int, text: SourceText) -> Int? {
    let file = text.file
    var earliest: Int? = nil
    var t = start - 1
    var newlines = 0
    while t >= 0 {
      switch file.tokens[t].kind {
      case .whitespace: break
      case .newline:
        newlines += 1
        if newlines > 1 { return earliest }
      case .lineComment:
        guard text.isFirstOnLine(Int(file.tokens[t].start)) else { return earliest }
        earliest = t
        newlines = 0
      default: return earliest
      }
      t -= 1
    }
    return earliest
  }

  /// The first token of the group's chains, and whether a `/` lies from there to the end of the
  /// line of their last token. Every comment starts with one, and a `//` comment runs to its
  /// line's end: where none lies there (most groups), no chain of the group holds a comment, none
  /// trails one, and none but the first has any above it (`commentsAboveStart` walks back over
  /// the group's bytes only, to its first token at most). One byte search for the group, not a
  /// search and two walks per chain.
  static func mayHoldComment(_ group: [Int], of rewrites: [Rewrite], text: SourceText) -> (start: Int, holdsSlash: Bool) {
    var first = Int.max, last = -1
    for k in group {
      first = min(first, rewrites[k].chain.start)
      last = max(last, rewrites[k].chain.end)
    }
    let file = text.file
    let lower = Int(file.tokens[first].start), upper = text.endOfLine(after: Int(file.tokens[last].end))
    let holdsSlash = file.bytes.withUnsafeBufferPointer { bytes in
      upper > lower && memchr(bytes.baseAddress! + lower, Int32(UInt8(ascii: "/")), upper - lower) != nil
    }
    return (first, holdsSlash)
  }

  /// Whether the chain's bytes hold a `/`. Every comment starts with one: a chain whose bytes hold
  /// none (most) holds no comment, and a byte search tells without walking its tokens.
  static func mayHoldComment(_ rewrite: Rewrite, file: ScannedFile) -> Bool {
    let lower = Int(file.tokens[rewrite.chain.start].start), upper = Int(file.tokens[rewrite.chain.end].end)
    return file.bytes.withUnsafeBufferPointer { bytes in
      upper > lower && memchr(bytes.baseAddress! + lower, Int32(UInt8(ascii: "/")), upper - lower) != nil
    }
  }

  /// Comments written between the chain's calls (outside its closures), which would otherwise be
  /// lost. (The caller asks `mayHoldComment` first: most chains hold no `/`.)
  static func commentsInside(_ rewrite: Rewrite, file: ScannedFile) -> [String] {
    var comments: [String] = []
    var t = rewrite.chain.start
    // Tokens read through a buffer: every chain is walked, and most hold no comment.
    file.tokens.withUnsafeBufferPointer { tokens in
      while t <= rewrite.chain.end {
        let kind = tokens[t].kind
        if kind == .leftBrace, let close = file.partner(t) { t = close + 1; continue }
        if kind.isComment { comments.append(file.text(t)) }
        t += 1
      }
    }
    return comments
  }

  /// Whether a line of code already carries a comment (a real one, not `//` inside a string).
  static func hasComment(_ line: String) -> Bool {
    // Every comment starts with `/`: most lines hold none and need no lexing.
    guard line.utf8.contains(UInt8(ascii: "/")) else { return false }
    return Lexer.lex(Array(line.utf8)).tokens.contains { $0.kind.isComment }
  }

  /// The `//` comment trailing token `end` on its line, as a list of its text or of none.
  static func trailingComment(after end: Int, file: ScannedFile) -> [String] {
    trailingCommentToken(after: end, file: file).map { [file.text($0)] } ?? []
  }

  /// The token of the `//` comment trailing token `end` on its line, if any.
  static func trailingCommentToken(after end: Int, file: ScannedFile) -> Int? {
    var t = end + 1
    while t < file.tokens.count, file.tokens[t].kind == .whitespace { t += 1 }
    return t < file.tokens.count && file.tokens[t].kind == .lineComment ? t : nil
  }

  /// Whether significant code other than the group's own chains lies between two chains.
  static func hasCodeBetween(_ end: Int, _ start: Int, skipping group: [Int], of rewrites: [Rewrite], file: ScannedFile) -> Bool {
    var t = end + 1
    while t < start {
      // A chain starts with a significant token (its receiver or `self`): trivia is skipped
      // without looking for one.
      if file.tokens[t].kind.isTrivia { t += 1; continue }
      if let k = group.first(where: { rewrites[$0].chain.start == t }) { t = rewrites[k].chain.end + 1; continue }
      return true
    }
    return false
  }
}
