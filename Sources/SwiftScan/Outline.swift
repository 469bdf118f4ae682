/// What a `{ … }` group is, as far as a shallow scan can tell.
public enum BraceKind: Sendable, Equatable {
  case type(Int)        // index into `Outline.types`
  case function(Int)    // index into `Outline.functions`
  case closure(Int)     // index into `Outline.closures`
  case control          // if/guard/for/while/switch/do/catch/else/defer/repeat bodies
  case accessor         // computed property or observer bodies, get/set blocks
}

/// A `{ … }` group: token indices of both braces, its kind and the group that encloses it.
public struct Brace: Sendable {
  public var open: Int
  public var close: Int
  public var kind: BraceKind
  public var parent: Int   // index into `Outline.braces`, -1 at file level
}

/// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
public struct TypeDecl: Sendable {
  public var keyword: String
  public var name: String
  /// Names after `:` up to `where` or `{`, each trimmed (`UIViewController`, `Equatable`).
  public var inheritance: [String]
  /// First token of the declaration: its first attribute or modifier, else the keyword.
  public var declStart: Int
  public var keywordToken: Int
  public var nameToken: Int
  public var brace: Int     // index into `Outline.braces`, -1 while unknown
  public var parentType: Int  // index into `Outline.types`, -1 at file level
  public var attributes: TokenIndexList  // token indices of `@…` attributes before the declaration
}

/// `func`, `init`, `deinit` or `subscript` with a body.
public struct FunctionDecl: Sendable {
  public var name: String
  public var keywordToken: Int
  public var brace: Int
  public var parentType: Int
}

/// A closure literal: its capture list and parameter names, if written.
public struct ClosureDecl: Sendable {
  public var brace: Int
  /// Token index of `[` of the capture list, or -1.
  public var captureList: Int
  /// Token indices of the parameter names (`value`, `_`, `$0` is not listed).
  public var parameters: TokenIndexList
  /// Token index of `in`, or -1 when the closure has no signature.
  public var inToken: Int
}

/// A `var` or `let` declaration: a stored or computed property of a type, or a local.
public struct VariableDecl: Sendable {
  public var name: String
  public var isLet: Bool
  public var nameToken: Int
  /// First token of the declaration including attributes and modifiers.
  public var declStart: Int
  /// Last significant token of the declaration (end of initializer, type or accessor block).
  public var declEnd: Int
  /// Token range of the type annotation (after `:`), empty when absent.
  public var typeTokens: Range<Int>
  /// Token range of the initializer expression (after `=`), empty when absent.
  public var initializerTokens: Range<Int>
  public var attributes: TokenIndexList
  public var modifiers: TokenIndexList
  /// The innermost brace group holding the declaration (-1 at file level).
  public var brace: Int
  /// Whether the declaration has an accessor block and no initializer.
  public var isComputed: Bool
}

/// `import Module` at file level.
public struct ImportDecl: Sendable {
  public var module: String
  public var declStart: Int
  public var declEnd: Int
}

/// The shallow structure of a file: balanced groups and declarations.
public struct Outline: Sendable {
  /// The three per-token tables (`partner`, `braceOf`, `branchOf`), one after the other, each
  /// `tokenCount` long, from entry `tableStart` of the file's table in the storage of its tokens
  /// (`TokenStorage`), which `storage` is: one allocation per file for tokens and tables.
  @usableFromInline var storage: [Token] = []
  @usableFromInline var tableStart = 0
  /// The tokens the tables cover: all of the file's, or 0 for a file without outline.
  @usableFromInline var tokenCount = 0
  /// Where `branchOf` starts after `tableStart`: after `braceOf` in a file with `#if`. Elsewhere
  /// (-1) every token is in branch 0: the column reads 0, and its third of the table is never
  /// written (on a 4.6 MB file, lint's peak memory 91 MB -> 86 MB).
  @usableFromInline var branchOffset = -1

  /// For each token index of a group delimiter, the index of its partner; -1 otherwise.
  public var partner: OutlineColumn { OutlineColumn(storage: storage, start: tableStart, count: tokenCount) }
  /// For each token index, the innermost brace group containing it (-1 at file level).
  public var braceOf: OutlineColumn { OutlineColumn(storage: storage, start: tableStart &+ tokenCount, count: tokenCount) }
  /// For each token index, the `#if` / `#elseif` / `#else` branch holding it (0 outside any):
  /// two tokens with different branches may not end up in the same statement.
  public var branchOf: OutlineColumn {
    OutlineColumn(storage: storage, start: branchOffset < 0 ? -1 : tableStart &+ branchOffset, count: tokenCount)
  }
  public var braces: [Brace] = []
  public var types: [TypeDecl] = []
  public var functions: [FunctionDecl] = []
  public var closures: [ClosureDecl] = []
  public var variables: [VariableDecl] = []
  public var imports: [ImportDecl] = []
}

/// One of the outline's per-token tables (`Outline.partner`, `braceOf`, `branchOf`): an `Int32`
/// per token index, indexed from 0, read as the `[Int32]` each table was. A column without a start
/// (-1) reads 0 everywhere (`Outline.branchOf` of a file without `#if`).
public struct OutlineColumn: RandomAccessCollection, Sendable {
  /// The tokens' array, whose storage holds the table (`TokenStorage`).
  @usableFromInline let storage: [Token]
  /// The column's first entry, in `Int32`s from the storage's start; -1 for a column of zeros.
  @usableFromInline let start: Int
  public let count: Int

  @inlinable init(storage: [Token], start: Int, count: Int) {
    self.storage = storage
    self.start = start
    self.count = count
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }

  @inlinable public subscript(t: Int) -> Int32 {
    precondition(t >= 0 && t < count, "Index out of range")
    return start < 0 ? 0 : TokenStorage.entry(storage, start &+ t)
  }
}
