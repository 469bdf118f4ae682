import Foundation
import Testing
@testable import Verify

/// Every corpus rewrite runs in the reference runtime and behaves like its original; and verify
/// can fail: after-files broken the way careless hand migrations break them are caught at the
/// step where the screen first differs.
@Suite("Verify: corpus and mutations", .serialized)
struct CorpusVerifyTests {
  static let verifier = Verifier()

  struct Case: CustomTestStringConvertible, Sendable {
    var program: VerifyProgram
    var name: String { program.label }
    var testDescription: String { name }
  }

  static let cases: [Case] = ((try? VerifyProgram.corpus(at: root.appendingPathComponent("Corpus"))) ?? []).map(Case.init)

  @Test("every rewrite in the corpus behaves like its original", arguments: cases)
  func corpusCaseIsEqual(_ corpusCase: Case) throws {
    let program = corpusCase.program
    let verification = Self.verifier.verify(before: program.before, after: program.after, scenario: program.scenario)
    #expect(verification.verdict.isEqual, "\(corpusCase.name): \(verification.verdict)")
  }

  /// A careless hand migration: a textual change to a correct after-file.
  struct Mutation: CustomTestStringConvertible, Sendable {
    var name: String
    var corpusCase: String
    var replace: String
    var with: String
    /// The step where the screen first differs (0 is the load).
    var step: Int
    var testDescription: String { name }
  }

  static let mutations = [
    Mutation(name: "drop an assignment", corpusCase: "seeds/perfil",
             replace: "      nombre.text = store.nombre // want \"publisher-subscription\"\n", with: "", step: 0),
    Mutation(name: "swap two labels", corpusCase: "core/closure-forms",
             replace: "statusLabel.text = store.status", with: "artistLabel.text = store.status", step: 0),
    Mutation(name: "forget a table reload", corpusCase: "core/table-reload",
             replace: "      tableView.reloadData()\n", with: "", step: 1),
    Mutation(name: "invert a flag", corpusCase: "seeds/contador",
             replace: "indicador.isHidden = !store.cargando", with: "indicador.isHidden = store.cargando", step: 0),
    Mutation(name: "read the wrong field", corpusCase: "core/assign-to-on",
             replace: "spinner.isHidden = !store.isSaving", with: "spinner.isHidden = !store.canSave", step: 1),
  ]

  @Test("verify reports each broken after-file at the right step", arguments: mutations)
  func brokenAfterFileIsDifferent(_ mutation: Mutation) throws {
    let program = try #require(Self.cases.first { $0.name == mutation.corpusCase }).program
    let after = program.after[0].text
    try #require(after.contains(mutation.replace), "the mutation must apply")
    let broken = after.replacingOccurrences(of: mutation.replace, with: mutation.with)
    let verification = Self.verifier.verify(before: program.before, after: [(program.after[0].name, broken)], scenario: program.scenario)
    guard case .different(let difference) = verification.verdict else {
      Issue.record("\(mutation.name): expected a difference, got \(verification.verdict)")
      return
    }
    #expect(difference.stepIndex == mutation.step, "\(mutation.name): \(difference.text)")
  }

  @Test func aRewriteThatDoesNotCompileIsBroken() throws {
    let program = try #require(Self.cases.first { $0.name == "seeds/perfil" }).program
    let after = program.after[0].text.replacingOccurrences(of: "@ObservableState\n", with: "")
    let verification = Self.verifier.verify(before: program.before, after: [(program.after[0].name, after)])
    guard case .broken(let reason) = verification.verdict else {
      Issue.record("expected broken, got \(verification.verdict)")
      return
    }
    #expect(reason.contains("does not compile"))
  }
}
