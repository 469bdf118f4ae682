import Foundation
import Testing
@testable import SwiftScan

@Suite("Round trip")
struct RoundTripTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.swift` file of the repository (sources, tests, corpus), outside build products.
  static let repositoryFiles: [URL] = {
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent == ".build" || url.lastPathComponent == ".git" { enumerator?.skipDescendants(); continue }
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }()

  @Test func everyRepositorySwiftFileRoundTripsAndScans() throws {
    #expect(Self.repositoryFiles.count > 20)
    for url in Self.repositoryFiles {
      let bytes = try [UInt8](Data(contentsOf: url))
      #expect(roundTrips(bytes), "\(url.path)")
      #expect(ScannedFile(bytes: bytes).errors.isEmpty, "\(url.path): \(ScannedFile(bytes: bytes).errors)")
    }
  }

  /// Deletes or duplicates each token of several corpus files in turn: the lexer must never
  /// crash and must always tile the mutated input.
  @Test func tokenMutationsNeverBreakTheLexer() throws {
    let corpusFiles = Self.repositoryFiles.filter { $0.path.contains("/Corpus/") && $0.lastPathComponent == "before.swift" }
    #expect(corpusFiles.count >= 3)
    var mutations = 0
    for url in corpusFiles.prefix(4) {
      let bytes = try [UInt8](Data(contentsOf: url))
      let tokens = Lexer.lex(bytes).tokens
      for token in tokens {
        let deleted = Array(bytes[..<Int(token.start)]) + Array(bytes[Int(token.end)...])
        let duplicated = Array(bytes[..<Int(token.end)]) + Array(bytes[token.range]) + Array(bytes[Int(token.end)...])
        for mutated in [deleted, duplicated] {
          #expect(roundTrips(mutated))
          _ = ScannedFile(bytes: mutated)
          mutations += 1
        }
      }
    }
    #expect(mutations > 1000)
  }

  /// Random bytes and random slices of Swift: no crash, no hang, exact tiling.
  @Test func seededRandomInputsTile() {
    var generator = SplitMix64(seed: 0x7CA)
    let alphabet = Array("\"#/\\*(){}[]`@$ \n\r\tabc01_.=<>!?é🙂'".utf8)
    for _ in 0..<2000 {
      let length = Int(generator.next() % 200)
      let bytes = generator.bytes(length, from: alphabet)
      #expect(roundTrips(bytes))
      _ = ScannedFile(bytes: bytes)
    }
  }
}

/// A small deterministic generator so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `count` bytes drawn from `alphabet`, one draw each.
  mutating func bytes(_ count: Int, from alphabet: [UInt8]) -> [UInt8] {
    (0..<count).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
  }
}
