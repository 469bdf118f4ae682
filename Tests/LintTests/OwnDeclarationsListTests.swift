import Testing
@testable import Migrate

/// A file's own declarations are one list of entries marked by kind (`OwnDeclarations`): every
/// lookup must answer as the sets and dictionaries of `LintFacts` filled in the same order would,
/// short (searched in order) and long (hashed at `seal`), with names equal as strings but spelled
/// apart (the Kelvin sign and `K`, composed and decomposed `é`) and keys set twice (the last wins).
@Suite("own declarations in one list")
struct OwnDeclarationsListTests {
  static let pool = ["K", "\u{212A}", "Caf\u{E9}", "Cafe\u{301}", "Feature", "Feature.State", "State", "View", "UIView", "", "A", "B"]
  static let nameKinds = [DeclaredNames.classKind, DeclaredNames.valueTypeKind, DeclaredNames.identifiableKind,
                          DeclaredNames.closureAliasKind, DeclaredNames.reducerKind]
  static let pairKinds = [OwnDeclarations.superclassKind, OwnDeclarations.aliasTargetKind]

  @Test func answersAsSetsAndDictionaries() {
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 3, 8, 16, 17, 24, 40] {
      for _ in 0..<20 {
        var own = OwnDeclarations()
        var sets: [UInt8: Set<String>] = [:], maps: [UInt8: [String: String]] = [:]
        for _ in 0..<length {
          let name = Self.pool.randomElement(using: &generator)!
          if Bool.random(using: &generator) {
            let kind = Self.nameKinds.randomElement(using: &generator)!
            own.insert(name, kind)
            sets[kind, default: []].insert(name)
          } else {
            let kind = Self.pairKinds.randomElement(using: &generator)!, value = Self.pool.randomElement(using: &generator)!
            own.set(name, value, kind)
            maps[kind, default: [:]][name] = value
          }
        }
        for sealed in [false, true] {
          if sealed { own.seal() }
          for name in Self.pool + ["k", "Cafe", "Other"] {
            for kind in Self.nameKinds {
              #expect(own.contains(name, kind) == (sets[kind]?.contains(name) ?? false), "\(name) \(kind) sealed \(sealed)")
            }
            for kind in Self.pairKinds {
              #expect(own.value(of: name, kind) == maps[kind]?[name], "\(name) \(kind) sealed \(sealed)")
            }
          }
          for kind in Self.pairKinds { #expect(own.isEmpty(kind) == (maps[kind]?.isEmpty ?? true)) }
        }
      }
    }
  }
}
