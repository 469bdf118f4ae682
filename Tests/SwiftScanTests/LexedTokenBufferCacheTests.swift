import Foundation
import Testing
@testable import SwiftScan

/// A dropped `LexedTokenBuffer` leaves its storage to the next buffer made on its thread
/// (`LexedTokenBufferCache`): buffers made one after another, several alive at once, asking for
/// more room than the kept storage has, grown by long texts, and on threads at once, each give
/// `Lexer.lex(_:)`'s tokens for every text lexed into them.
@Suite("lexed token buffers kept per thread")
struct LexedTokenBufferCacheTests {
  static let alphabet = Array("\"#/\\*(){}[]`@$ \n\r\tabc01_.=<>!?é🙂'".utf8)

  /// Lexes `texts` into `buffer` and checks each against `Lexer.lex(_:)`.
  static func check(_ texts: [[UInt8]], _ buffer: inout LexedTokenBuffer) -> Bool {
    var agrees = true
    for bytes in texts {
      let expected = Lexer.lex(bytes)
      let clean = bytes.withUnsafeBufferPointer { Lexer.lex($0, into: &buffer) }
      agrees = agrees && clean == expected.errors.isEmpty && Array(buffer.tokens) == expected.tokens
    }
    return agrees
  }

  static func texts(_ generator: inout SplitMix64, count: Int) -> [[UInt8]] {
    (0..<count).map { k in generator.bytes(k % 7 == 6 ? 2000 + Int(generator.next() % 2000) : Int(generator.next() % 200), from: alphabet) }
  }

  @Test func buffersInTurnAndAliveTogether() {
    var generator = SplitMix64(seed: 0xCAC4E)
    for round in 0..<200 {
      let texts = Self.texts(&generator, count: 8)
      // Capacities below, at and above what a kept buffer may have.
      let capacity = [1, 16, 256, 5000][round % 4]
      var first = LexedTokenBuffer(capacity: capacity)
      #expect(Self.check(texts, &first), "round \(round)")
      if round % 3 == 0 {
        // A second buffer while the first is alive: storage of its own, both still right.
        var second = LexedTokenBuffer(capacity: capacity)
        #expect(Self.check(texts.reversed(), &second), "round \(round), second")
        #expect(Self.check(texts, &first), "round \(round), first again")
      }
    }
  }

  @Test func threadsAtOnce() {
    let failures = LexedTokenBufferCacheTestCount()
    DispatchQueue.concurrentPerform(iterations: 16) { k in
      var generator = SplitMix64(seed: 0x7EAD + UInt64(k))
      for _ in 0..<20 {
        var buffer = LexedTokenBuffer()
        if !Self.check(Self.texts(&generator, count: 6), &buffer) { failures.add() }
      }
    }
    #expect(failures.value == 0)
  }
}

/// A count the threads of a test add to.
final class LexedTokenBufferCacheTestCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
