import Foundation
import Testing
@testable import SwiftScan

/// Differential check of the fast lexer, outline builder and line table against the
/// implementations they replaced (`Reference/`): tokens, errors, every field of the outline
/// and every line start must be identical, for every repository Swift file, cut-off and
/// token-mutated versions of corpus files, and inputs that hit the error paths.
@Suite("Reference scan")
struct ReferenceScanTests {
  /// What `ScannedFile(bytes:)` produced before the speed work, as text.
  static func referenceScan(_ bytes: [UInt8]) -> String {
    let lexed = ReferenceLexer.lex(bytes)
    var errors = lexed.errors + referenceMarkers(bytes, lexed.tokens)
    var outline = Outline()
    if errors.isEmpty {
      // Only the tokens, bytes and line table of this file are read (its outline stays empty,
      // as the original builder's file's did).
      var builder = ReferenceOutlineBuilder(file: ScannedFile(bytes: bytes, outline: false))
      (outline, errors) = builder.build()
    }
    return describe(tokens: lexed.tokens, errors: errors, outline: outline, lineStarts: referenceLineStarts(bytes))
  }

  static func scan(_ bytes: [UInt8]) -> String {
    let file = ScannedFile(bytes: bytes)
    let lineStarts = (1...file.lineCount).map { file.lineStart($0) }
    return describe(tokens: file.tokens, errors: file.errors, outline: file.outline, lineStarts: lineStarts)
  }

  static func referenceMarkers(_ bytes: [UInt8], _ tokens: [Token]) -> [ScanError] {
    var errors: [ScanError] = []
    for token in tokens where token.kind == .operator {
      let start = Int(token.start)
      let atLineStart = start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
      let length = Int(token.end) - start
      if atLineStart, length >= 7, bytes[start] == UInt8(ascii: "<") || bytes[start] == UInt8(ascii: ">")
        || bytes[start] == UInt8(ascii: "="), bytes[start..<start + 7].allSatisfy({ $0 == bytes[start] }) {
        errors.append(ScanError(offset: start, message: "merge conflict marker"))
      } else if bytes[Int(token.end) - 1] == UInt8(ascii: "<"), Int(token.end) < bytes.count,
                bytes[Int(token.end)] == UInt8(ascii: "#") {
        errors.append(ScanError(offset: Int(token.end) - 1, message: "editor placeholder '<#…#>'"))
      }
    }
    return errors
  }

  static func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
      if byte == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { continue }
      starts.append(offset + 1)
    }
    return starts
  }

  static func describe(tokens: [Token], errors: [ScanError], outline o: Outline, lineStarts: [Int]) -> String {
    var out = "tokens \(tokens.map { "\($0.kind.rawValue),\($0.keyword.rawValue),\($0.start),\($0.end)" })\n"
    out += "errors \(errors)\nlines \(lineStarts)\n"
    out += "partner \(o.partner)\nbraceOf \(o.braceOf)\nbranchOf \(o.branchOf)\n"
    for b in o.braces { out += "brace \(b.open) \(b.close) \(b.kind) \(b.parent)\n" }
    for t in o.types {
      out += "type \(t.keyword)|\(t.name)|\(t.inheritance)|\(t.declStart) \(t.keywordToken) \(t.nameToken) \(t.brace) \(t.parentType) \(t.attributes)\n"
    }
    for f in o.functions { out += "func \(f.name)|\(f.keywordToken) \(f.brace) \(f.parentType)\n" }
    for c in o.closures { out += "closure \(c.brace) \(c.captureList) \(c.parameters) \(c.inToken)\n" }
    for v in o.variables {
      out += "var \(v.name)|\(v.isLet) \(v.nameToken) \(v.declStart) \(v.declEnd) \(v.typeTokens) \(v.initializerTokens) \(v.attributes) \(v.modifiers) \(v.brace) \(v.isComputed)\n"
    }
    for i in o.imports { out += "import \(i.module)|\(i.declStart) \(i.declEnd)\n" }
    return out
  }

  static func expectSame(_ bytes: [UInt8], _ label: @autoclosure () -> String) {
    let expected = referenceScan(bytes)
    let actual = scan(bytes)
    if actual != expected {
      // Report the first differing line only (the descriptions are long).
      let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let k = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
      let got = k < a.count ? String(a[k].prefix(300)) : "(end)"
      let want = k < e.count ? String(e[k].prefix(300)) : "(end)"
      Issue.record("\(label()): line \(k) differs:\n  got      \(got)\n  expected \(want)")
    }
    let lexed = Lexer.lex(bytes)
    let reference = ReferenceLexer.lex(bytes)
    #expect(lexed.tokens == reference.tokens && lexed.errors == reference.errors, "lex \(label())")
  }

  @Test func repositoryFilesAndCutsScanAsBefore() throws {
    let files = RoundTripTests.repositoryFiles
    #expect(files.count > 20)
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      Self.expectSame(bytes, url.path)
      guard url.path.contains("/Corpus/") else { continue }
      // Cut-off files: unclosed groups, strings, comments and `#if`s.
      for parts in [2, 3, 7] where bytes.count > parts {
        Self.expectSame(Array(bytes[..<(bytes.count * (parts - 1) / parts)]), "\(url.path) cut \(parts)")
      }
      Self.expectSame(Array(bytes[(bytes.count / 4)...]), "\(url.path) tail")
    }
  }

  /// Deletes or duplicates every fifth token of a few corpus files.
  @Test func mutatedCorpusFilesScanAsBefore() throws {
    let corpus = RoundTripTests.repositoryFiles.filter { $0.path.contains("/Corpus/") && $0.lastPathComponent == "before.swift" }
    #expect(corpus.count >= 3)
    for url in corpus.prefix(3) {
      let bytes = try [UInt8](Data(contentsOf: url))
      let tokens = Lexer.lex(bytes).tokens
      for (k, token) in tokens.enumerated() where k % 5 == 0 {
        Self.expectSame(Array(bytes[..<Int(token.start)]) + Array(bytes[Int(token.end)...]), "\(url.path) without token \(k)")
        Self.expectSame(Array(bytes[..<Int(token.end)]) + Array(bytes[Int(token.start)...]), "\(url.path) token \(k) twice")
      }
    }
  }

  @Test(arguments: [
    "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> branch\n",
    "let x = foo(<#value#>)\nlet y = 0..<#end#>\n  <<<<<<< not at start\n<<<<<< six\n\r=======\r\n>>>>>>>>>> long\n",
    "=======", "a<#", "let a = foo(]\n", "func f() {\r\n  let é = [1, 2)\r\n}\r\n", "struct S {\n  var x = \"\\(a]\"\n}\n",
    "éé { ( }\n", "a\rb\r  ( ]\r", "#if X\n{\n#else\n}\n#endif\n", "#else\n", "#endif\n", "#if A\nfunc f() {}\n",
    "((((\n", String(repeating: "(", count: 600), String(repeating: "{", count: 600),
    "x = [" + String(repeating: "(", count: 511) + String(repeating: ")", count: 511) + "]",
    "struct S {\n  var x: Int { get { 1 } set(v) { } }\n  var y = 1 {\n    willSet { }\n  }\n  lazy var z = { 1 }()\n  repeat { } while x\n  #if A\n  func f() {}\n  #elseif B\n  #else\n  #endif\n}\n#endif\n",
    "let s = \"\"\"\nabc\\(x)\n\"\"\"\nlet r = /a+b/\nlet q = #/x\n/#\n/* a /* b */ c\n */\nx.y { @MainActor [weak self] (a: Int, b) in }\n",
    "let café = 1\nvar 😀abcdefghijklmnop = 2\nvar abcdefghijklmnopq = 3\nclass A.B.C: P<Q, R>, S where T: U {}\nimport A.B\n",
  ])
  func edgeInputsScanAsBefore(_ source: String) {
    Self.expectSame(Array(source.utf8), source)
  }

  @Test func invalidUTF8NamesScanAsBefore() {
    let bytes: [UInt8] = Array("import M".utf8) + [0xC3, 0x0A] + Array("struct ".utf8) + [0xFF, 0xFE]
      + Array(": P".utf8) + [0xE2, 0x82] + Array(", Q {}\nfunc f".utf8) + [0xE2, 0x82] + Array("() {}\n".utf8)
    Self.expectSame(bytes, "invalid UTF-8")
  }
}
