import Foundation
import Testing
@testable import Migrate
import SwiftScan

/// `ReducerStates.isReducerDeclaration` tells most inherited names from `Reducer` and its
/// spellings by their UTF-8 length before comparing them as strings. That is exact because a
/// string equals an ASCII string only if its canonical decomposition is that string, and the only
/// non-ASCII characters decomposing to ASCII are the Kelvin sign, the Greek question mark and
/// varia, none of which those names hold. A name of one of their lengths is compared with the
/// one of that length only.
@Suite("reducer declarations by length")
struct ReducerDeclarationLengthTests {
  @Test func onlyThreeNonASCIICharactersDecomposeToASCII() {
    var found: [UInt32] = []
    for value in UInt32(0x80)...0x3FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping
      if decomposed.utf8.allSatisfy({ $0 < 0x80 }) { found.append(value) }
    }
    #expect(found == [0x037E, 0x1FEF, 0x212A])
    for name in ["Reducer", "ReducerProtocol", "ComposableArchitecture.Reducer"] {
      #expect(!name.contains("K") && !name.contains(";") && !name.contains("`"))
    }
  }

  @Test func answersAsComparingEveryName() {
    let inherited = ["Reducer", "ReducerProtocol", "ComposableArchitecture.Reducer", "View", "Reducers", "reducer",
                     "Equatable, Reducer", "Sendable", "ComposableArchitecture.ReducerX", "\u{212A}Reducer",
                     // As long as one of the three and compared with that one only.
                     "Codable", "Codable, Reducer", "ReducerProtocoL", "Hashable, ReducerProtocol", "Red\u{212A}r",
                     "ComposableArchitecture.ReduceR", "Codable, ComposableArchitecture.Reducer"]
    for names in inherited {
      let file = ScannedFile(bytes: Array("struct Feature: \(names) {}\n".utf8))
      let type = file.outline.types[0]
      let expected = type.inheritance.contains { $0 == "Reducer" || $0 == "ReducerProtocol" || $0 == "ComposableArchitecture.Reducer" }
      #expect(ReducerStates.isReducerDeclaration(type, in: file) == expected, "\(names)")
    }
  }
}
