import Migrate

/// The verifier `tca-migrate report --verify` uses, or nil when this build has none.
///
/// This is the one place to wire `verify` in: once the Verify target is a dependency of this
/// executable, return its `RewriteVerifier` here. While it returns nil, `report --verify` exits 2
/// with "verify is not available in this build" rather than print verdicts nobody computed.
func availableRewriteVerifier() -> (any RewriteVerifier)? {
  nil
}
