import Testing
@testable import SwiftScan

/// A `{` after a `var` or `let` in code: an accessor block (`var x: T {`, also on the next line),
/// observers after `=` (`var x = 1 { didSet {} }`), a closure in the initializer (`lazy var x = {
/// … }()`, `let y = xs.map { … }`), or, once a line break ended the declaration, whatever the
/// tokens before it make it. The outline decides this at the `{` from the line breaks and `=`
/// written at the declaration's own level since its keyword; these cases and random soups pin
/// what it decides.
@Suite("OutlinePendingVariable")
struct OutlinePendingVariableTests {
  /// The kinds of the file's braces in order: `a` accessor, `c` closure, `k` control, `t` type,
  /// `f` function.
  static func kinds(_ text: String) -> String {
    let file = ScannedFile(text)
    return String(file.outline.braces.map { brace -> Character in
      switch brace.kind {
      case .accessor: "a"
      case .closure: "c"
      case .control: "k"
      case .type: "t"
      case .function: "f"
      }
    })
  }

  @Test func accessorBlocks() {
    #expect(Self.kinds("var x: Int { 1 }") == "a")
    #expect(Self.kinds("var x: Int\n{ 1 }") == "a")
    #expect(Self.kinds("var x: Int\n\n{ 1 }") == "a")
    #expect(Self.kinds("var x: Int // c\n{ 1 }") == "a")
    #expect(Self.kinds("var x: Int { get { 1 } set { } }") == "aaa")
    #expect(Self.kinds("var x: Int = 1 { didSet { } }") == "aa")
    #expect(Self.kinds("var x = 1\n{ willSet { } }") == "aa")
    #expect(Self.kinds("var x: [Int] { [1,\n2] }") == "a")
  }

  @Test func closuresInInitializers() {
    #expect(Self.kinds("lazy var x = { 1 }()") == "c")
    #expect(Self.kinds("let y = xs.map { $0 }") == "c")
    #expect(Self.kinds("lazy var x = { 1 }()\nvar z: Int { 2 }") == "ca")
    // After `= { … }` the declaration still waits for the line's end.
    #expect(Self.kinds("var x = { 1 }() { didSet { } }") == "caa")
    #expect(Self.kinds("var x = { 1 }()\n{ didSet { } }") == "caa")
    #expect(Self.kinds("var x = { 1 }()\nf { }") == "cc")
  }

  @Test func lineBreaksEndTheDeclaration() {
    #expect(Self.kinds("var x = 1\nf { }") == "c")
    #expect(Self.kinds("var x: Int\nf { }") == "c")
    #expect(Self.kinds("var x: Int\nelse { }") == "k")
    // A line break inside a group is not the declaration's.
    #expect(Self.kinds("var x: T = f(a,\nb) { }") == "c")
    #expect(Self.kinds("var x: T(\n) { 1 }") == "a")
    #expect(Self.kinds("var x: [T\n] { 1 }") == "a")
    // Nor is one in a block comment (not a line-break token).
    #expect(Self.kinds("var x: Int /* a\n */ { 1 }") == "a")
    #expect(Self.kinds("var x = 1 /* a\n */ { willSet { } }") == "aa")
    // `=` inside a group is not the declaration's either.
    #expect(Self.kinds("var x: T(a = b) { 1 }") == "a")
    #expect(Self.kinds("var x: T(a = b) { willSet { } }") == "aa")
  }

  @Test func otherIntroducersTakeOver() {
    #expect(Self.kinds("var x = 1\nif a { }") == "k")
    #expect(Self.kinds("let x = 1; func f() { }") == "f")
    #expect(Self.kinds("var x = y\nstruct S { var z: Int { 1 } }") == "ta")
    // A `let` that declares nothing (`case let`) leaves the pending declaration as it was.
    #expect(Self.kinds("var x = y\nif case let z = w { }") == "k")
    #expect(Self.kinds("func f() { var x: Int { 1 }\nvar y = 2\ng { } }") == "fac")
  }

  /// Random soups of declarations, `=`, line breaks, groups and braces: the outline (brace kinds,
  /// parents and the declarations) of all of them, as one FNV-1a digest, is the one the pass made
  /// when it applied the line-break and `=` rules at every such token as it went (recorded before
  /// the rules were applied at the `{` instead).
  @Test func randomSoupsKeepTheirOutline() {
    let pieces = [
      "var ", "let ", "lazy var ", "x", "y", " ", "\n", "\n\n", " = ", "=", "==", ": Int", ": T<A, B>", "(a = b)",
      "(\n)", "[1,\n2]", "{ }", "{\n}", "{ x }", "{ willSet { } }", "{ didSet { } }", "{ get { 1 } set { } }",
      "{ set(v) { } }", "f { }", "f() { }", "()", ".", "x.y", "/* a\n */", "// c\n", "if a ", "else ", "do ",
      "repeat ", "while ", "guard let z ", "case let ", "struct S ", "func g() ", "class C ", ", ", ";",
      "\"s\\(a)\"", "1", "+ ", "! ", "& ", "#if a\n", "#endif\n",
    ]
    var generator = SplitMix64(seed: 0x9E4D_1A6)
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: Int) {
      for shift in stride(from: 0, to: 64, by: 8) {
        digest = (digest ^ UInt64(truncatingIfNeeded: value >> shift) & 0xFF) &* 0x100_0000_01b3
      }
    }
    var counts = [Character: Int]()
    for _ in 0..<6000 {
      let file = ScannedFile(generator.soup(of: pieces, parts: 4...40))
      mix(file.errors.count)
      for brace in file.outline.braces {
        mix(brace.open); mix(brace.close); mix(brace.parent)
        switch brace.kind {
        case .accessor: mix(-1); counts["a", default: 0] += 1
        case .control: mix(-2); counts["k", default: 0] += 1
        case .closure(let c): mix(-3); mix(c); counts["c", default: 0] += 1
        case .type(let k): mix(-4); mix(k); counts["t", default: 0] += 1
        case .function(let f): mix(-5); mix(f); counts["f", default: 0] += 1
        }
      }
      for variable in file.outline.variables {
        mix(variable.nameToken); mix(variable.brace); mix(variable.declEnd); mix(variable.isComputed ? 1 : 0)
      }
      for type in file.outline.types { mix(type.brace) }
      for function in file.outline.functions { mix(function.brace) }
    }
    // Every kind, in numbers.
    #expect(counts.values.allSatisfy { $0 > 500 } && counts.count == 5, "\(counts)")
    #expect(digest == 0xc687_0fa7_1c67_13b0, "digest \(String(digest, radix: 16))")
  }
}

extension SplitMix64 {
  /// Between `parts.lowerBound` and `parts.upperBound` pieces drawn from `pieces`, joined: the
  /// count drawn first, then each piece.
  mutating func soup(of pieces: [String], parts: ClosedRange<Int>) -> String {
    var text = ""
    for _ in 0..<Int.random(in: parts, using: &self) {
      text += pieces[Int.random(in: 0..<pieces.count, using: &self)]
    }
    return text
  }
}
