import Testing
@testable import SwiftScan

/// A `while` right after the `}` of a `repeat` body ends the `repeat` and introduces no body (a
/// `{` after it is a trailing closure), where a `while` after any other `}` does introduce one:
/// nested `repeat`s, a labeled one, one written after a period, and a `while` after a closure.
/// Also qualified type names (`Outer.Inner`), which the same keyword handling spells.
@Suite("repeat-while and qualified type names")
struct RepeatWhileTests {
  /// Each brace's kind, in order, spelled short.
  static func kinds(_ source: String) -> [String] {
    let file = ScannedFile(source)
    #expect(file.errors.isEmpty, "\(source)")
    return file.outline.braces.map {
      switch $0.kind {
      case .control: "control"
      case .closure: "closure"
      case .function: "function"
      case .type: "type"
      case .accessor: "accessor"
      }
    }
  }

  @Test func whileAfterARepeatBodyIntroducesNothing() {
    #expect(Self.kinds("repeat { a() } while items.contains { $0 > 1 }") == ["control", "closure"])
    #expect(Self.kinds("repeat { repeat { a() } while f { $0 } } while g { $0 }")
      == ["control", "control", "closure", "closure"])
    #expect(Self.kinds("outer: repeat { a() } while f { $0 }") == ["control", "closure"])
    #expect(Self.kinds("x.repeat { a() } while f { $0 }") == ["control", "closure"])
  }

  @Test func whileAfterOtherBracesIntroducesABody() {
    #expect(Self.kinds("let a = { b() }\nwhile f { g() }") == ["closure", "control"])
    #expect(Self.kinds("if x { a() }\nwhile f { g() }") == ["control", "control"])
    #expect(Self.kinds("while f { repeat { a() } while g { $0 } }") == ["control", "control", "closure"])
  }

  @Test func qualifiedTypeNames() {
    let file = ScannedFile("extension Outer.Inner.Leaf: P {}\nstruct Plain {}\nextension A . B {}")
    #expect(file.errors.isEmpty)
    #expect(file.outline.types.map(\.name) == ["Outer.Inner.Leaf", "Plain", "A.B"])
  }
}
