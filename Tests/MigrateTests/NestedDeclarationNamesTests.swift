import SwiftScan
import Testing
@testable import Migrate

/// Collecting a file's declarations names each type by its qualified name and, when that differs,
/// by its simple name (after the last period): a type nested in another (its name joined to its
/// parent's) and a type declared with a dotted name both get the two, a type at file level one.
/// The tree's facts and the file's own facts answer alike.
@Suite("nested declaration names")
struct NestedDeclarationNamesTests {
  static let source = """
    class Outer {
      class Inner: UIView {}
      struct Value: Identifiable {}
      enum Kind {}
    }
    extension Outer.Inner: Identifiable {}
    struct Top: Identifiable {}
    class Plain: NSObject {}

    """

  static let classes: Set<String> = ["Outer", "Outer.Inner", "Inner", "Plain"]
  static let valueTypes: Set<String> = ["Outer.Value", "Value", "Outer.Kind", "Kind", "Top"]
  static let identifiable: Set<String> = ["Outer.Value", "Value", "Top", "Outer.Inner", "Inner"]
  static let superclasses = ["Outer.Inner": "UIView", "Inner": "UIView", "Plain": "NSObject"]
  /// Every name above, and some that are none of them.
  static let pool = classes.union(valueTypes).union(identifiable).union(["Outer.Outer", "Outer.Top", "Top.Value", "UIView"])

  @Test func treeFactsNameNestedTypesBothWays() {
    let file = ScannedFile(bytes: Array(Self.source.utf8))
    #expect(file.errors.isEmpty)
    let facts = LintFacts(files: [file])
    #expect(facts.classNames == Self.classes)
    #expect(facts.valueTypeNames == Self.valueTypes)
    #expect(facts.identifiableNames == Self.identifiable)
    #expect(facts.superclass == Self.superclasses)
  }

  @Test func ownFactsAnswerAsTheTreesFacts() {
    let file = ScannedFile(bytes: Array(Self.source.utf8))
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file)).facts
    for name in Self.pool {
      #expect(own.isClass(name) == (Self.classes.contains(name) && !Self.valueTypes.contains(name)), "\(name)")
      #expect(own.answer(.isIdentifiable, name) == Self.identifiable.contains(name), "\(name)")
      #expect(own.superclassName(of: name) == Self.superclasses[name], "\(name)")
    }
  }
}
