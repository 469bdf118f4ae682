import Foundation
import Testing
@testable import SwiftScan

/// A type's inheritance list as the outline gives it (the text of a one-token element made only
/// when it is known to be more, and a list of one frequent name shared), against the walk that
/// made every element's text as it went (kept here as the reference): on every Swift file of the
/// repository and on random soups of names, generic arguments, parenthesized parts, commas and
/// `where` clauses.
@Suite("inheritance lists")
struct InheritanceListTests {
  /// The walk as it was.
  static func reference(_ file: ScannedFile, nameToken: Int, open: Int) -> [String] {
    var names: [String] = []
    var current = ""
    var angle = 0
    var started = false
    var t = nameToken + 1
    while t < open {
      let token = file.tokens[t]
      defer { t += 1 }
      if token.kind.isTrivia { continue }
      if token.kind == .operator {
        for byte in file.bytes[token.range] {
          if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle -= 1 }
        }
      }
      if !started {
        if token.kind == .colon, angle == 0 { started = true }
        continue
      }
      if angle == 0, token.keyword == .where { break }
      if angle == 0, token.kind == .comma {
        names.append(current); current = ""; continue
      }
      let close = Int(file.outline.partner[t])
      if close > t, token.kind == .leftParen { current += file.text(from: t, through: close); t = close; continue }
      current += file.text(t)
    }
    if !current.isEmpty { names.append(current) }
    return names
  }

  static func check(_ text: String, _ label: String) -> Int {
    let file = ScannedFile(text)
    guard file.errors.isEmpty else { return 0 }
    var checked = 0
    for type in file.outline.types where type.brace >= 0 {
      let expected = reference(file, nameToken: type.nameToken, open: file.outline.braces[type.brace].open)
      #expect(type.inheritance == expected, "\(label): \(type.name)")
      // Equal as strings and spelled alike (the shared lists are literals).
      #expect(type.inheritance.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(label): \(type.name)")
      checked += 1
    }
    return checked
  }

  @Test func repositoryFiles() throws {
    var types = 0
    for url in RoundTripTests.repositoryFiles {
      types += Self.check(try String(decoding: Data(contentsOf: url), as: UTF8.self), url.path)
    }
    #expect(types > 100)
  }

  @Test func sharedListsAndNearMisses() {
    let names = ["View", "Error", "UIView", "Reducer", "Sendable", "Hashable", "NSObject", "Equatable", "Identifiable",
                 "CaseIterable", "UIViewController", "ObservableObject"]
    var checked = 0
    for name in names {
      let lower = name.prefix(1).lowercased() + name.dropFirst()
      for written in [name, lower, name + "s", String(name.dropLast()), name + "<A>", "Swift." + name, "(" + name + ")",
                      name + ", " + name, "A, " + name, name + " where A: B"] {
        checked += Self.check("struct S: \(written) {}", written)
      }
    }
    #expect(checked == names.count * 10)
  }

  @Test func randomSoups() {
    let pieces = [
      "View", "Equatable", "Reducer", "UIViewController", "Foo", "Swift.", "A", ", ", ",", " ", "\n", "<", ">", "<A, B>",
      "(x)", "(\n)", "where ", "& ", "// c\n", "/* d */", ".", "?", "@unchecked ", "Sendable", "Hashable", "Viewx",
    ]
    var generator = SplitMix64(seed: 0x1A4E_71)
    var types = 0
    for round in 0..<3000 {
      let list = generator.soup(of: pieces, parts: 1...8)
      let text = "class C: \(list) {}\nstruct D<T>: \(list) { }\nextension E : \(list){}"
      types += Self.check(text, "round \(round): \(text.debugDescription)")
    }
    #expect(types > 3000)
  }
}
