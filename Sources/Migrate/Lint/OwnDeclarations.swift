/// What one file declares, as the facts of that file alone (pass one) answer it: the names its
/// `LintFacts` sets would hold, kept as lists. A file declares a few types and its lint asks a
/// few questions, so searching a short list costs less than hashing every name into a set that
/// is thrown away with the file; a long list (`seal`) gets its set after all.
///
/// Contract: each lookup answers exactly as the set or dictionary of `LintFacts` filled in the
/// same order would (`String` equality either way; for a name given twice, the last wins).
struct OwnDeclarations: Sendable {
  var reducers = NameList()
  var classes = NameList()
  var valueTypes = NameList()
  var identifiable = NameList()
  var closureAliases = NameList()
  /// Class name → the first name it inherits.
  var superclass = NameMap()
  /// Aliased State type → its reducer.
  var aliasTargets = NameMap()

  /// Makes lookups in long lists hashed (once every name is in).
  mutating func seal() {
    reducers.seal(); classes.seal(); valueTypes.seal(); identifiable.seal(); closureAliases.seal()
    superclass.seal(); aliasTargets.seal()
  }
}
