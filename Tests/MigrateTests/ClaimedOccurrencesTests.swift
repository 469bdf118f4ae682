import SwiftScan
import Testing
@testable import Migrate

extension MigrationContext {
  /// Whether every byte offset where `name` is spelled, within the bytes of tokens `range`, is
  /// one `allowed` accepts: the plain search over all the bytes, which
  /// `occurrences(of:in:allAt:orIn:)` (searching between the claimed ranges only) must answer as.
  func occurrences(of name: String, in range: Range<Int>, allAllowedBy allowed: (Int) -> Bool) -> Bool {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= file.tokens.count else { return true }
    let lower = Int(file.tokens[range.lowerBound].start), upper = Int(file.tokens[range.upperBound - 1].end)
    return !Array(name.utf8).withUnsafeBufferPointer { needle in
      file.bytes.withUnsafeBufferPointer { bytes in
        ByteWord.firstOccurrence(of: needle, in: UnsafeBufferPointer(rebasing: bytes[lower..<upper])) { !allowed(lower + $0) }
      }
    }
  }
}

/// The occurrence search that skips the claimed ranges answers as the search of every byte with
/// "declared here or claimed" as its test: occurrences inside, across either end of, and between
/// claimed ranges, touching ones, an empty name.
@Suite("occurrences outside claimed ranges")
struct ClaimedOccurrencesTests {
  /// The stretches no claimed range covers are the offsets `contains` refuses, each once, in order.
  @Test func unclaimedStretchesAreTheOffsetsNotClaimed() {
    let sets: [[Range<Int>]] = [[], [3..<7], [10..<12, 0..<4, 4..<6], [0..<20, 5..<8, 30..<31], [7..<9, 2..<12, 11..<15, 40..<40, 18..<22]]
    for ranges in sets {
      let claimed = ClaimedRanges(ranges)
      for lower in [-2, 0, 3, 5, 11, 19, 25] {
        for upper in [lower, lower + 1, 8, 21, 45] where upper >= lower {
          var stretches: [Range<Int>] = []
          let stopped = claimed.firstUnclaimed(in: lower..<upper) { stretches.append($0); return false }
          #expect(!stopped)
          #expect(stretches.flatMap { Array($0) } == (lower..<upper).filter { !claimed.contains($0) }, "\(ranges) \(lower)..<\(upper)")
          #expect(stretches.allSatisfy { !$0.isEmpty })
          #expect(zip(stretches, stretches.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
          // Stops at the first stretch `body` accepts.
          var seen = 0
          #expect(claimed.firstUnclaimed(in: lower..<upper) { _ in seen += 1; return true } == !stretches.isEmpty)
          #expect(seen == min(1, stretches.count))
        }
      }
    }
  }

  @Test func answersAsTheSearchOfEveryByte() {
    let text = "cancellables x cancellables; cancel cancellablescancellables /* cancellables */ y.cancellables ccancellables"
    let file = ScannedFile(text)
    let context = MigrationContext(file: file)
    let bytes = file.bytes
    let starts = (0...(bytes.count - 12)).filter { bytes[$0..<($0 + 12)].elementsEqual("cancellables".utf8) }
    #expect(starts.count >= 7)
    // Claimed ranges ending inside an occurrence, starting inside one, covering one, touching.
    var claimSets: [[Range<Int>]] = [[], [0..<bytes.count]]
    for start in starts {
      claimSets.append([start..<(start + 1)])
      claimSets.append([(start + 3)..<(start + 20)])
      claimSets.append([max(0, start - 4)..<(start + 2)])
      claimSets.append([max(0, start - 4)..<start, (start + 1)..<(start + 2)])
    }
    claimSets.append(starts.map { $0..<($0 + 12) })
    claimSets.append(starts.dropFirst().map { ($0 - 1)..<($0 + 5) })
    let ranges = [0..<file.tokens.count, 1..<file.tokens.count, 0..<(file.tokens.count - 2), 5..<9, 3..<3]
    for name in ["cancellables", "cancel", "c", "x", "zz", ""] {
      for claims in claimSets {
        let claimed = ClaimedRanges(claims)
        for range in ranges {
          for declared in [-1] + starts {
            let plain = context.occurrences(of: name, in: range) { $0 == declared || claimed.contains($0) }
            #expect(context.occurrences(of: name, in: range, allAt: declared, orIn: claimed) == plain,
                    "\(name) \(claims) \(range) \(declared)")
          }
        }
      }
    }
  }

  /// On every corpus file, for the names of its identifiers, with the ranges its chains claim.
  @Test func answersAsTheSearchOfEveryByteOnTheCorpus() {
    var compared = 0
    for input in MigrationShortcutTests.corpusSources {
      let file = ScannedFile(bytes: input)
      guard file.errors.isEmpty else { continue }
      let context = MigrationContext(file: file)
      let claimed = ClaimedRanges(PublisherSubscription.run(context).claimed)
      let range = 0..<file.tokens.count
      let names = Set(file.tokens.indices.filter { file.tokens[$0].kind == .identifier }.map { file.text($0) }).sorted().prefix(30)
      for name in names {
        let first = file.references(to: name, in: range).first.map { Int(file.tokens[$0].start) } ?? -1
        for declared in [-1, first] {
          let plain = context.occurrences(of: name, in: range) { $0 == declared || claimed.contains($0) }
          #expect(context.occurrences(of: name, in: range, allAt: declared, orIn: claimed) == plain, "\(name)")
          compared += 1
        }
      }
    }
    #expect(compared > 0)
  }
}
