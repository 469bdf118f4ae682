import Migrate
import Verify

/// The verifier `tca-migrate report --verify` uses: each rewritten file is compiled before and
/// after against the reference runtime and run on a scenario generated from it.
func availableRewriteVerifier() -> (any RewriteVerifier)? {
  RuntimeRewriteVerifier(verifier: Verifier())
}

/// Adapts `Verify.Verifier` to the report's verdicts.
struct RuntimeRewriteVerifier: RewriteVerifier {
  let verifier: Verifier

  func verify(path: String, before: [UInt8], after: [UInt8]) -> Migrate.Verdict {
    let name = path.split(separator: "/").last.map(String.init) ?? "Screen.swift"
    let verification = verifier.verify(before: [(name, String(decoding: before, as: UTF8.self))],
                                       after: [(name, String(decoding: after, as: UTF8.self))])
    switch verification.verdict {
    case .equal: return .equal
    case .different(let difference): return .different(step: "\(difference.stepIndex) (\(difference.stepName))")
    case .broken(let reason): return .different(step: reason)
    case .unverifiable(let reason): return .unverifiable(reason: reason)
    }
  }
}
