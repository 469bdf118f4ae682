import SwiftScan

/// How a view store was built, as far as the migration cares.
public enum ViewStoreObservation: Sendable, Equatable {
  /// `observe: { $0 }` (or `{ state in state }`): `viewStore.x` is `store.x`.
  case wholeState
  /// Anything else (`observe: ViewState.init`, `send:`, `removeDuplicates:`, pre-1.0 forms).
  case unsupported(String)
}

/// A view store declared in a class: a stored property, or a local in one of its methods.
public struct ViewStoreDecl: Sendable {
  public var name: String
  /// Index into `Outline.variables` of its declaration.
  public var variable: Int
  public var isLocal: Bool
  /// The statement `self.viewStore = ViewStore(…)` in an initializer, as a token range.
  public var assignment: ClosedRange<Int>?
  /// Token range of the `ViewStore(…)` construction.
  public var construction: ClosedRange<Int>?
  /// Source text of the store the view store was built from (`store`, `self.store`).
  public var baseStore: String?
  public var observation: ViewStoreObservation
  /// Generic text after `ViewStoreOf` / `ViewStore` in the declared type (`<Feature>`), if any.
  public var declaredType: String?
  /// Built with a custom `removeDuplicates:`, which the migration drops (with a note).
  public var droppedRemoveDuplicates = false
  /// `observe: ViewState.init`: the view state's fields become computed properties on State.
  var viewState: ViewStateConversion? = nil
  /// `send: Feature.Action.init`: how a view action becomes the feature's action.
  public var sendTransform: String? = nil
}

/// A class (or other type) that may own stores, with what the migration needs to know.
public struct OwnerModel: Sendable {
  public var type: Int
  /// The `Store`/`StoreOf` stored property's name, if the type has one.
  public var storeProperty: String?
  /// `F` of `StoreOf<F>` (or `S` of `Store<S, A>` as `S`), naming the feature.
  public var featureName: String?
  public var viewStores: [ViewStoreDecl]
  public var isNSObject: Bool
  /// `final` (or `private`/`fileprivate`): no subclass elsewhere can use what it declares.
  public var isFinal: Bool
}

/// What a file declares that the migration rules consult: owners of stores and feature types.
public struct FileModel: Sendable {
  public let file: ScannedFile
  public var owners: [OwnerModel] = []
  /// The owner declared by type `k`, if any. `owners` are made in the order of their types, so
  /// a binary search over their type indices finds it (no dictionary is built per file).
  public func owner(ofType k: Int) -> OwnerModel? {
    ownerIndex(ofType: k).map { owners[$0] }
  }

  /// The index in `owners` of the owner declared by type `k`, if any: for a caller that reads a
  /// field or two of it in place, without the owner copied out.
  func ownerIndex(ofType k: Int) -> Int? {
    var low = 0, high = owners.count
    while low < high {
      let mid = (low + high) / 2
      if owners[mid].type < k { low = mid + 1 } else { high = mid }
    }
    return low < owners.count && owners[low].type == k ? low : nil
  }

  public init(file: ScannedFile) {
    self.file = file
    // Read through the file (a class) rather than copied out: a copy of the outline retained
    // and released each of its arrays, here and in `isNSObject`.
    // Built only when a superclass is neither UIKit's nor Foundation's by its name (most are).
    var classNames: [String: Int]? = nil
    func localClass(named name: String) -> Int? {
      if classNames == nil {
        classNames = Dictionary(file.outline.types.enumerated().filter { $0.element.keyword == "class" }.map { ($0.element.name, $0.offset) },
                                uniquingKeysWith: { a, _ in a })
      }
      return classNames![name]
    }
    // Variables grouped by the class that holds them (as a property, or as a local of one of its
    // methods), in one pass: a file with many classes must stay linear. A counting sort (the
    // class of each variable, counts, starts, then the list), in declaration order within each
    // class: three arrays instead of a dictionary and an array per class.
    // (By index: a declaration is not copied to read two of its fields.)
    // All in one array (one allocation): the class of each variable (-1: none) at
    // `classOf + v`, then where each type's variables start at `starts + k` (`starts + types`
    // ends the last), then the variables by class at `list + …`.
    let variableCount = file.outline.variables.count, typeCount = file.outline.types.count
    let classOf = 0, starts = variableCount, list = variableCount + typeCount + 1
    // The thread's list, kept from file to file (it was allocated and freed per file), grown by
    // an append where it is short (not `Array(repeating:count:)`, see
    // `MigrationContext.variableGroups`), and longer than needed after a larger file. Only the
    // counts must start at zero: each variable's class is written below before it is read, and
    // so is each place of the list that is read.
    let scratch = MigrationScratch.take()
    defer { MigrationScratch.give(scratch) }
    var grouping: [Int] = []
    swap(&grouping, &scratch.grouping)
    defer { swap(&grouping, &scratch.grouping) }
    let needed = 2 * variableCount + typeCount + 1
    if grouping.count < needed { grouping.append(contentsOf: repeatElement(0, count: needed - grouping.count)) }
    grouping.withUnsafeMutableBufferPointer { UnsafeMutableBufferPointer(rebasing: $0[starts...(starts + typeCount)]).update(repeating: 0) }
    for v in 0..<variableCount {
      grouping[classOf + v] = -1
      guard file.outline.variables[v].brace >= 0 else { continue }
      let nameToken = file.outline.variables[v].nameToken
      let k = file.enclosingType(of: nameToken)
      guard k >= 0, file.typeKeyword(k) == .class else { continue }
      if file.outline.variables[v].brace == file.outline.types[k].brace || file.enclosingFunction(of: nameToken) != nil {
        grouping[classOf + v] = k
        grouping[starts + k + 1] += 1
      }
    }
    // Counts to ends (`starts + k + 1` ends type k), then, filling backwards, to starts.
    for k in 0..<typeCount { grouping[starts + k + 1] += grouping[starts + k] }
    let groupedCount = grouping[starts + typeCount]
    for v in stride(from: variableCount - 1, through: 0, by: -1) where grouping[classOf + v] >= 0 {
      let end = starts + grouping[classOf + v] + 1
      grouping[end] -= 1
      grouping[list + grouping[end]] = v
    }
    // Now `starts + k + 1` starts type k, and `starts + k + 2` (or the total) ends it.
    // By index: a declaration is not copied (its strings and arrays retained) to read three fields.
    for k in 0..<typeCount where file.outline.types[k].brace >= 0 && file.typeKeyword(k) == .class {
      let typeBrace = file.outline.types[k].brace
      let groupStart = grouping[starts + k + 1]
      let groupEnd = k + 1 < typeCount ? grouping[starts + k + 2] : groupedCount
      let variablesOfType = grouping[(list + groupStart)..<(list + groupEnd)]
      // Whether a modifier is `final`, `private` or `fileprivate`, read off the tokens directly.
      let isFinal = (file.outline.types[k].declStart..<file.outline.types[k].keywordToken).contains { t in
        let keyword = file.tokens[t].keyword
        return keyword == .final || keyword == .private || keyword == .fileprivate
      }
      var owner = OwnerModel(type: k, storeProperty: nil, featureName: nil, viewStores: [],
                             isNSObject: Self.isNSObject(k, types: file.outline.types, localClass: localClass, depth: 0),
                             isFinal: isFinal)
      for v in variablesOfType {
        let isProperty = file.outline.variables[v].brace == typeBrace
        let isLocal = !isProperty
        // Only a type spelled `Store…` or `ViewStore…` matters below: the others (most
        // properties and locals of a view controller) are not joined into text.
        let typeTokens = file.outline.variables[v].typeTokens
        // A store property written `StoreOf<Name>` (most): its feature read off the bytes, with
        // no joined type text made first.
        if isProperty, let feature = plainStoreOfFeature(typeTokens) {
          owner.storeProperty = file.outline.variables[v].name
          owner.featureName = feature
          continue
        }
        let typeText = mayNameStore(typeTokens) ? tokensText(typeTokens) : ""
        // (An empty type names no feature: most variables are let go without the call.)
        if isProperty, !typeText.isEmpty, let feature = Self.featureName(ofStoreType: typeText) {
          owner.storeProperty = file.outline.variables[v].name
          owner.featureName = feature
          continue
        }
        // Without a `Store…`/`ViewStore…` type, only an initializer starting with `ViewStore`
        // makes a view store (what `appendViewStoreDecl` decides first): most variables are let go
        // without the call.
        let builtAt = viewStoreBuilt(byInitializerOf: v)
        if typeText.isEmpty, builtAt == nil { continue }
        if appendViewStoreDecl(variable: v, isLocal: isLocal, typeText: typeText, owner: k, builtAt: builtAt, to: &owner.viewStores),
           owner.featureName == nil, let declared = owner.viewStores[owner.viewStores.count - 1].declaredType {
          owner.featureName = Self.featureName(ofStoreType: "Store" + declared)
        }
      }
      let hasStoreNamedMember = variablesOfType.contains { file.outline.variables[$0].brace == typeBrace && file.outline.variables[$0].name == "store" }
      if owner.storeProperty == nil, hasStoreNamedMember {
        // A `store` the tool cannot read the type of: adding another `store` would clash.
        for v in owner.viewStores.indices {
          owner.viewStores[v].observation = .unsupported("the class has a 'store' property that is not typed StoreOf<…> or Store<…, …>; give it that type, then migrate")
        }
      }
      if owner.storeProperty == nil {
        // Without a store property there is nothing for `viewStore.field` to become.
        for v in owner.viewStores.indices where owner.viewStores[v].viewState != nil {
          owner.viewStores[v].observation = .unsupported("the class keeps no 'store' property beside its view state; add 'let store: StoreOf<…>', then migrate")
        }
      }
      if !owner.viewStores.isEmpty || owner.storeProperty != nil {
        // Swapped into the list, not copied: a copy retained its strings and view stores, and
        // releasing the local released them again (`consume` of it is refused by the compiler).
        // The placeholder swapped out holds nothing counted (no strings, the empty array).
        owners.append(OwnerModel(type: k, storeProperty: nil, featureName: nil, viewStores: [], isNSObject: false, isFinal: false))
        swap(&owner, &owners[owners.count - 1])
      }
    }
  }

  /// `featureName(ofStoreType: tokensText(range))` where that takes its first branch — the
  /// type's significant tokens are one run of bytes with no trivia inside, all ASCII, spelling
  /// `StoreOf<` … `>` (nine bytes at least) — else nil (the caller goes the long way). Then the
  /// joined text is exactly those bytes (ASCII decodes to itself), which start with `Store`
  /// (so `mayNameStore` holds), and the name is the bytes between `<` and the last `>`: the
  /// same tests on the same bytes, without the joined string.
  private func plainStoreOfFeature(_ range: Range<Int>) -> String? {
    guard let first = firstSignificant(in: range) else { return nil }
    var last = range.upperBound - 1
    while last > first, file.tokens[last].kind.isTrivia { last -= 1 }
    let start = Int(file.tokens[first].start), end = Int(file.tokens[last].end)
    guard end - start >= 9 else { return nil }
    for t in first...last where file.tokens[t].kind.isTrivia { return nil }
    return file.bytes.withUnsafeBufferPointer { bytes -> String? in
      let type = UnsafeBufferPointer(rebasing: bytes[start..<end])
      guard type[type.count - 1] == UInt8(ascii: ">"), type.starts(with: Self.storeOfPrefix),
            type.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: type[8..<(type.count - 1)]), as: UTF8.self)
    }
  }

  /// Significant token texts of a range joined without trivia (`StoreOf<Feature>`).
  public func tokensText(_ range: Range<Int>) -> String { TypeText.joined(range, in: file) }

  /// Whether the joined text of `range` may start with `Store` or `ViewStore`: its first
  /// significant token starts with one of them, or (split by trivia) is the start of one.
  private func mayNameStore(_ range: Range<Int>) -> Bool {
    guard let first = firstSignificant(in: range) else { return false }
    let token = file.tokens[first]
    let spelling = file.bytes[Int(token.start)..<Int(token.end)]
    return Self.storeWords.contains { word in spelling.starts(with: word) || word.starts(with: spelling) }
  }

  private static let storeWords = [Array("Store".utf8), Array("ViewStore".utf8)]

  private static let storeOfPrefix = Array("StoreOf<".utf8)

  static func featureName(ofStoreType type: String) -> String? {
    // Asked for the type of every property of every class; most spell no store type at all.
    if type.isEmpty { return nil }
    // The one fast path: `StoreOf<Name>` in ASCII (most store types). In ASCII text every byte is
    // a character but for `\r\n`, which neither `<` nor `>` belongs to, so the ends compare as
    // bytes and the name is the bytes between them, what the character-wise test below finds
    // (whose `hasPrefix` and `hasSuffix` cost several times the byte test).
    if let name = type.withUTF8InPlace({ utf8 -> String? in
      guard utf8.count >= 9, utf8[utf8.count - 1] == UInt8(ascii: ">"),
            utf8.starts(with: Self.storeOfPrefix), utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: utf8[8..<(utf8.count - 1)]), as: UTF8.self)
    }) {
      return name
    }
    if type.hasPrefix("StoreOf<"), type.hasSuffix(">") { return String(type.dropFirst("StoreOf<".count).dropLast()) }
    if type.hasPrefix("Store<"), type.hasSuffix(">") {
      let inner = type.dropFirst("Store<".count).dropLast()
      guard let stateType = inner.split(separator: ",").first else { return nil }
      return stateType.hasSuffix(".State") ? String(stateType.dropLast(".State".count)) : String(stateType)
    }
    return nil
  }

  static func featureName(ofViewStoreType type: String) -> String? {
    if type.hasPrefix("ViewStoreOf<") { return featureName(ofStoreType: "StoreOf<" + type.dropFirst("ViewStoreOf<".count)) }
    if type.hasPrefix("ViewStore<") { return featureName(ofStoreType: "Store<" + type.dropFirst("ViewStore<".count)) }
    return nil
  }

  /// UIKit and Foundation classes are `NSObject`s; so is a class of this file inheriting one.
  /// `types` are the outline's; `localClass` gives the index of the class of this file with a
  /// name, if any (the first).
  static func isNSObject(_ k: Int, types: [TypeDecl], localClass: (String) -> Int?, depth: Int) -> Bool {
    guard depth < 16, var written = types[k].inheritance.first else { return false }
    // In ASCII text every byte is a character but for `\r\n` (which holds no `<`, `U`, `I`, `N`
    // or `S`), so the tests below can read bytes: asked once.
    let isASCII = written.withUTF8 { utf8 in utf8.allSatisfy { $0 < 0x80 } }
    // Most superclasses are UIKit's, and ASCII: a name whose first two bytes are `UI` or `NS`
    // (neither `<`) has them as its first two characters, what `hasPrefix` below answers.
    // Decided on the bytes, without building the name.
    if isASCII {
      let uikitByBytes = written.withUTF8 { utf8 in
        utf8.count >= 2 && ((utf8[0] == 0x55 && utf8[1] == 0x49) || (utf8[0] == 0x4E && utf8[1] == 0x53))
      }
      if uikitByBytes { return true }
    }
    // `StoreViewController<Banner>`: in ASCII the bytes before the first `<` are the characters
    // before it.
    let superclass = isASCII
      ? String(decoding: written.utf8.prefix { $0 != UInt8(ascii: "<") }, as: UTF8.self)
      : String(written.prefix { $0 != "<" })
    if superclass.hasPrefix("UI") || superclass.hasPrefix("NS") { return true }
    if let local = localClass(superclass), local != k {
      return isNSObject(local, types: types, localClass: localClass, depth: depth + 1)
    }
    // A superclass declared elsewhere: trust the UIKit naming conventions.
    return ["ViewController", "Controller", "View", "Cell", "Window"].contains { superclass.hasSuffix($0) }
  }

  /// The identifier `ViewStore` variable `v`'s initializer starts with, if it does: found once
  /// per variable, for both the test that lets most variables go and `appendViewStoreDecl`.
  private func viewStoreBuilt(byInitializerOf v: Int) -> Int? {
    guard let first = firstSignificant(in: file.outline.variables[v].initializerTokens),
          file.isIdentifier(first, "ViewStore") else { return nil }
    return first
  }

  /// `builtAt`: what `viewStoreBuilt(byInitializerOf: v)` gives. The view store declared by
  /// variable `v`, if it is one, made in place at the end of `list` (and true returned), not
  /// returned: a returned declaration was copied (its strings retained) and the local destroyed,
  /// and neither `consume` of it (refused by the compiler) nor an optional local avoided that.
  private func appendViewStoreDecl(variable v: Int, isLocal: Bool, typeText: String, owner k: Int, builtAt: Int?,
                                   to list: inout [ViewStoreDecl]) -> Bool {
    // Fields read in place: most variables are not view stores, and a copy of the declaration
    // retains each of its arrays and strings.
    let isViewStoreType = !typeText.isEmpty && (typeText.hasPrefix("ViewStore<") || typeText.hasPrefix("ViewStoreOf<"))
    var construction: ClosedRange<Int>? = nil
    var assignment: ClosedRange<Int>? = nil
    if let builtAt {
      construction = constructionRange(startingAt: builtAt)
    } else if isViewStoreType, !isLocal {
      if let found = initializerAssignment(of: file.outline.variables[v].name, inType: k) {
        assignment = found.statement
        construction = found.construction
      }
    }
    guard isViewStoreType || construction != nil else { return false }
    list.append(ViewStoreDecl(
      name: file.outline.variables[v].name, variable: v, isLocal: isLocal, assignment: assignment, construction: construction,
      baseStore: nil, observation: .unsupported("the view store is not built in this file"),
      declaredType: nil))
    let last = list.count - 1
    if typeText.hasPrefix("ViewStoreOf") { list[last].declaredType = "Of" + typeText.dropFirst("ViewStoreOf".count) }
    else if typeText.hasPrefix("ViewStore") { list[last].declaredType = String(typeText.dropFirst("ViewStore".count)) }
    if let construction { analyze(construction, into: &list[last]) }
    return true
  }

  private func firstSignificant(in range: Range<Int>) -> Int? {
    range.first { !file.tokens[$0].kind.isTrivia }
  }

  /// `ViewStore(…)` or `ViewStore<…>(…)`: the tokens from `ViewStore` to the closing paren.
  private func constructionRange(startingAt t: Int) -> ClosedRange<Int>? {
    guard let next = file.nextSignificant(after: t), file.tokens[next].kind == .leftParen,
          let close = file.partner(next) else { return nil }
    return t...close
  }

  /// `self.name = ViewStore(…)` (or `name = ViewStore(…)`) inside an initializer of type `k`.
  private func initializerAssignment(of name: String, inType k: Int) -> (statement: ClosedRange<Int>, construction: ClosedRange<Int>)? {
    // An initializer first, then any other method (`viewDidLoad` building an implicitly unwrapped one).
    let methods = file.outline.functions.filter { $0.brace >= 0 && $0.parentType == k }
    for function in methods.filter({ $0.name == "init" }) + methods.filter({ $0.name != "init" }) {
      let brace = file.outline.braces[function.brace]
      var t = brace.open + 1
      while t < brace.close {
        defer { t += 1 }
        guard file.tokens[t].kind == .identifier, file.text(t) == name else { continue }
        var start = t
        if let dot = file.previousSignificant(before: t), file.tokens[dot].kind == .period,
           let selfToken = file.previousSignificant(before: dot), file.isIdentifier(selfToken, "self") {
          start = selfToken
        } else if let previous = file.previousSignificant(before: t), file.tokens[previous].kind == .period {
          continue
        }
        guard let equals = file.nextSignificant(after: t), file.textEquals(equals, "="),
              let value = file.nextSignificant(after: equals), file.isIdentifier(value, "ViewStore"),
              let construction = constructionRange(startingAt: value) else { continue }
        return (start...construction.upperBound, construction)
      }
    }
    return nil
  }

  /// Reads `ViewStore(base, observe: { $0 })` and records the base store and observation kind.
  private func analyze(_ construction: ClosedRange<Int>, into decl: inout ViewStoreDecl) {
    guard let open = file.nextSignificant(after: construction.lowerBound), file.tokens[open].kind == .leftParen else { return }
    let close = construction.upperBound
    if let base = plainWholeStateBase(open: open, close: close) {
      // What the steps below find for this form (which has no `send:`), without the argument
      // list and its labels.
      decl.baseStore = tokensText(base)
      decl.observation = .wholeState
      return
    }
    let arguments = file.arguments(open: open, close: close)
    guard let base = arguments.first, base.label == nil else {
      decl.observation = .unsupported("the view store is built without a store argument")
      return
    }
    decl.baseStore = tokensText(base.value.lowerBound..<(base.value.upperBound + 1))
    let simpleBase = base.value.allSatisfy { t in
      [.identifier, .period].contains(file.tokens[t].kind) || file.tokens[t].kind.isTrivia
    }
    guard simpleBase else {
      decl.observation = .unsupported("the view store is built over '\(decl.baseStore!)', not the screen's store; migrate the child feature's screen, or this code by hand")
      return
    }
    let labels = arguments.dropFirst().map { $0.label ?? "_" }
    // Whether the labels are exactly `first` (and `second`), without an array literal per
    // comparison.
    func labelsAre(_ first: String, _ second: String? = nil) -> Bool {
      guard labels.count == (second == nil ? 1 : 2), labels[0] == first else { return false }
      return second.map { labels[1] == $0 } ?? true
    }
    // `removeDuplicates:` only decided when the view store emitted; observe re-runs on what it
    // reads, which the rewrite keeps idempotent.
    if labelsAre("observe", "removeDuplicates") { decl.droppedRemoveDuplicates = true }
    if labelsAre("observe", "send") {
      let send = arguments[2].value
      decl.sendTransform = tokensText(send.lowerBound..<(send.upperBound + 1))
    }
    guard labelsAre("observe") || labelsAre("observe", "removeDuplicates") || labelsAre("observe", "send") else {
      decl.observation = labels.isEmpty
        ? .unsupported("pre-1.0 'ViewStore(store)' observes the whole state without 'observe:'; add 'observe: { $0 }' first")
        : .unsupported("the view store is built with '\(labels.joined(separator: ":, "))' arguments; migrate its view state by hand")
      return
    }
    let observe = arguments[1].value
    // `{ $0 }` (most view stores), told by its tokens before its text is joined: their bytes
    // joined are exactly `{$0}`, so the test on the text below would hold.
    let text = spellsDollarIdentity(observe) ? "{$0}" : tokensText(observe.lowerBound..<(observe.upperBound + 1))
    if text == "{$0}" || isIdentityClosure(observe) {
      decl.observation = .wholeState
    } else {
      switch ViewStateConversion.analyze(text, file: file) {
      case .success(let conversion):
        decl.viewState = conversion
        decl.observation = .wholeState
      case .failure(let refusal):
        decl.observation = .unsupported(refusal.reason)
      }
    }
    if decl.sendTransform != nil, decl.viewState == nil, decl.observation == .wholeState {
      decl.observation = .unsupported("the view store maps its actions with 'send:' but observes the whole state; migrate its sends by hand")
    }
  }

  /// The token range of the store argument of `ViewStore(base, observe: { $0 })` (most view
  /// stores) between parentheses `open` and `close`, where `base` is identifiers and periods;
  /// nil for any other form, which `analyze` reads through `file.arguments`. For this form that
  /// split gives exactly two arguments: the unlabeled `base` (its first significant token is not
  /// followed by a colon; it ends before the top-level comma, and holds no group to skip), then
  /// `observe:` with the braces as its value, which `spellsDollarIdentity` accepts and after which
  /// `close` comes. So the base is simple, the labels are `observe` alone, and the observation
  /// is the whole state.
  private func plainWholeStateBase(open: Int, close: Int) -> Range<Int>? {
    guard let first = file.nextSignificant(after: open), first < close, file.tokens[first].kind == .identifier else { return nil }
    var t = first, last = first
    while t < close, file.tokens[t].kind != .comma {
      let kind = file.tokens[t].kind
      // (A colon, as after a labeled argument's first token, ends the search too.)
      guard kind == .identifier || kind == .period else { return nil }
      last = t
      guard let next = file.nextSignificant(after: t) else { return nil }
      t = next
    }
    guard t < close, let label = file.nextSignificant(after: t), file.isIdentifier(label, "observe"),
          let colon = file.nextSignificant(after: label), file.tokens[colon].kind == .colon,
          let brace = file.nextSignificant(after: colon), file.tokens[brace].kind == .leftBrace,
          let end = file.partner(brace), end > brace, end < close, file.nextSignificant(after: end) == close,
          spellsDollarIdentity(brace...end) else { return nil }
    return first..<(last + 1)
  }

  /// Whether the significant tokens of `range` are `{`, `$0` and `}`, compared as bytes.
  private func spellsDollarIdentity(_ range: ClosedRange<Int>) -> Bool {
    var count = 0
    for t in range where !file.tokens[t].kind.isTrivia {
      switch count {
      case 0: guard file.textEquals(t, "{" as StaticString) else { return false }
      case 1: guard file.textEquals(t, "$0" as StaticString) else { return false }
      case 2: guard file.textEquals(t, "}" as StaticString) else { return false }
      default: return false
      }
      count += 1
    }
    return count == 3
  }

  /// `{ state in state }`.
  private func isIdentityClosure(_ range: ClosedRange<Int>) -> Bool {
    let significant = range.filter { !file.tokens[$0].kind.isTrivia }
    return significant.count == 5 && file.isIdentifier(significant[2], "in")
      && file.text(significant[1]) == file.text(significant[3])
  }
}
