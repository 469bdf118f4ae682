import Testing
@testable import Migrate
import SwiftScan

/// The one walk over each observe block (`ObserveBlockTokens`) gives each of its two rules,
/// call by call and in order, exactly the block's tokens that rule's token test lets through,
/// whatever file the worker's cache served before (its entries are overwritten, not emptied).
@Suite("observe block tokens")
struct ObserveBlockTokensTests {
  /// Tokens of `call`'s body the rule's test lets through, by a walk of their own.
  static func expected(_ context: LintContext, _ call: ObserveCall, construction: Bool) -> [Int] {
    let file = context.file
    return file.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        context.bodyRange(of: call).filter { t in
          let token = tokens[t]
          if construction { return token.kind == .identifier && ViewCreationInObserve.mayConstruct(t, tokens) }
          return token.kind == .identifier ? NonIdempotentObserve.mayAdd(token, bytes)
            : token.kind == .operator && NonIdempotentObserve.mayAccumulate(token, t, bytes, file)
        }
      }
    }
  }

  static let blocks = """
    import UIKit

    final class ListViewController: UIViewController {
      let stack = UIStackView()
      var total = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        observe { [weak self] in
          guard let self else { return }
          stack.addArrangedSubview(UILabel())
          total += 1
          items.append(UIView.init())
          observe {
            stack.insertArrangedSubview(UIButton(), at: 0)
            total -= 2
          }
          let initial = UILabel .init()
        }
        observe { }
        observe { [weak self] in self?.total = 0 }
      }
    }

    """

  @Test func everyBlockGetsTheTokensOfItsOwnWalk() {
    var files: [(file: ScannedFile, facts: LintFacts)] = []
    let nested = ScannedFile(Self.blocks)
    files.append((nested, LintFacts(files: [nested])))
    for lintCase in LintCase.all {
      let scanned = lintCase.files.map { ScannedFile(bytes: $0.bytes) }
      let facts = LintFacts(files: scanned)
      for file in scanned where file.errors.isEmpty { files.append((file, facts)) }
    }
    // Files with many entries before files with few and back: a file's entries must not
    // include what the file before left past them.
    let memo = LintWorkerMemo()
    var calls = 0, entries = 0
    for (file, facts) in files + files.reversed() + files {
      let context = LintContext(file: file, facts: facts, workerMemo: memo)
      guard !context.observeCalls.isEmpty else { continue }
      let blocks = context.observeBlockTokens()
      for (c, call) in context.observeCalls.enumerated() {
        for construction in [false, true] {
          let found = blocks.positions(ofCall: c).compactMap { blocks.token(at: $0, construction: construction) }
          #expect(found == Self.expected(context, call, construction: construction))
          entries += found.count
        }
        calls += 1
      }
    }
    #expect(calls > 10)
    #expect(entries > 10)
  }

  @Test func nestedAndEmptyBlocksKeepTheirFindings() {
    let findings = Linter.lint(Array(Self.blocks.utf8))
    let file = ScannedFile(Self.blocks)
    let found = findings.filter { $0.ruleID == NonIdempotentObserve.info.id || $0.ruleID == ViewCreationInObserve.info.id }
      .map { "\($0.ruleID)@\(file.lineColumn(ofOffset: $0.offset).line)" }
    // Each block reports its own tokens (the inner block's once, as the inner block's): the
    // findings before the shared walk.
    #expect(found == [
      "non-idempotent-observe@10", "view-creation-in-observe@10", "non-idempotent-observe@11", "non-idempotent-observe@12",
      "view-creation-in-observe@12", "non-idempotent-observe@14", "view-creation-in-observe@14", "non-idempotent-observe@15",
      "view-creation-in-observe@17",
    ])
  }
}
