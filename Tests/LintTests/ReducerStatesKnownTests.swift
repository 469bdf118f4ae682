import Testing
@testable import Migrate
import SwiftScan

/// `ReducerStates.find(in:names:known:variables:feature:)` finds the same States whatever part of
/// them it is given as known (all, none, a prefix, every other one, some for another feature):
/// when every State found is known, in order, it answers with the known list itself.
@Suite("reducer States found again")
struct ReducerStatesKnownTests {
  static func describe(_ states: [StateDecl]) -> [String] {
    states.map { state in
      "\(state.qualifiedName) \(state.featureName) \(state.type) \(state.isEnum) \(state.conformances) "
        + state.fields.map { "\($0.name) \($0.nameToken) \($0.typeTokens) \($0.initializerTokens) \($0.attributes)" }.joined(separator: ",")
    }
  }

  @Test func knownStatesChangeNothingFound() {
    var files = 0
    for lintCase in LintCase.all {
      for source in lintCase.files {
        let file = ScannedFile(bytes: source.bytes)
        let names = ReducerStates.qualifiedNames(file)
        // Every struct or enum is a State of a feature named after it, nested States of their parent.
        let feature: (Int, Int) -> String? = { parent, k in parent >= 0 ? names[parent] : names[k] }
        var variables: VariablesByBrace? = nil
        let all = ReducerStates.find(in: file, names: names, known: [], variables: &variables, feature: feature)
        guard !all.isEmpty else { continue }
        files += 1
        var otherFeature = all
        for k in otherFeature.indices where k % 2 == 0 { otherFeature[k].featureName += "Other" }
        let knowns: [[StateDecl]] = [all, [], Array(all.prefix(1)), Array(all.dropFirst()), all.enumerated().filter { $0.offset % 2 == 1 }.map(\.element), otherFeature]
        for known in knowns {
          var again: VariablesByBrace? = nil
          let found = ReducerStates.find(in: file, names: names, known: known, variables: &again, feature: feature)
          #expect(Self.describe(found) == Self.describe(all), "\(lintCase.name)/\(source.name) known \(known.count)")
        }
      }
    }
    #expect(files > 10)
  }
}
