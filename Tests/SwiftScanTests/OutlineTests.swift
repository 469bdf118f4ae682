import Testing
@testable import SwiftScan

@Suite("Outline")
struct OutlineTests {
  static let source = """
    import Combine
    @Reducer
    struct Feature {
      @ObservableState
      struct State: Equatable, Sendable {
        var name = ""
        @PresentationState var child: Child.State?
        var count: Int { 1 }
      }
    }
    final class ViewController: UIViewController, UITableViewDelegate {
      private let store: StoreOf<Feature>
      lazy var label: UILabel = { UILabel() }()
      var cancellables = Set<AnyCancellable>()
      override func viewDidLoad() {
        if store.name.isEmpty { print("x") } else { print("y") }
        items.forEach { [weak self] item, index in self?.use(item) }
        guard let x = y else { return }
      }
      class func make() -> ViewController { fatalError() }
    }
    """

  @Test func typesWithInheritance() {
    let file = ScannedFile(Self.source)
    #expect(file.errors.isEmpty)
    let types = file.outline.types.map { "\($0.keyword) \($0.name): \($0.inheritance.joined(separator: ","))" }
    #expect(types == ["struct Feature: ", "struct State: Equatable,Sendable", "class ViewController: UIViewController,UITableViewDelegate"])
    #expect(file.outline.types[1].parentType == 0)
    #expect(file.outline.types[1].attributes.map { file.text($0) } == ["@ObservableState"])
  }

  @Test func storedAndComputedProperties() {
    let file = ScannedFile(Self.source)
    let variables = file.outline.variables.map { ($0.name, FileText(file).range($0.typeTokens), $0.isComputed) }
    // `guard let x` binds a value; it declares no variable the outline records.
    #expect(variables.map(\.0) == ["name", "child", "count", "store", "label", "cancellables"])
    #expect(variables[1].1 == "Child.State?")
    #expect(variables[2].2 == true)
    #expect(variables[3].1 == "StoreOf<Feature>")
    #expect(file.outline.variables[1].attributes.map { file.text($0) } == ["@PresentationState"])
    #expect(FileText(file).range(file.outline.variables[5].initializerTokens) == "Set<AnyCancellable>()")
  }

  @Test func functionsAndClosures() {
    let file = ScannedFile(Self.source)
    #expect(file.outline.functions.map(\.name) == ["viewDidLoad", "make"])
    #expect(file.outline.closures.count == 2)
    let forEach = file.outline.closures[1]
    #expect(forEach.parameters.map { file.text($0) } == ["item", "index"])
    #expect(forEach.captureList >= 0)
    let kinds = file.outline.braces.map(\.kind)
    #expect(kinds.filter { $0 == .control }.count == 3)
    #expect(kinds.filter { $0 == .accessor }.count == 1)
  }

  @Test func imbalanceIsReportedWithPosition() {
    let file = ScannedFile("class A {\n  func f() {\n    (x]\n  }\n}")
    #expect(file.errors.count == 1)
    #expect(file.errors[0].message.contains("does not close '('"))
    #expect(file.lineColumn(ofOffset: file.errors[0].offset) == (3, 7))
    #expect(!ScannedFile("func f() {").errors.isEmpty)
    #expect(!ScannedFile("}").errors.isEmpty)
    #expect(!ScannedFile("#if A\nlet x = 1\n").errors.isEmpty)
    #expect(!ScannedFile("let x = <#value#>").errors.isEmpty)
    #expect(!ScannedFile("<<<<<<< HEAD\nlet x = 1\n=======\nlet x = 2\n>>>>>>> other\n").errors.isEmpty)
  }

  @Test func deepNestingIsRefusedNotCrashed() {
    let source = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    let file = ScannedFile(source)
    #expect(file.errors.first?.message.contains("nesting deeper") == true)
  }
}

/// Test helper: a token range's significant text without trivia.
struct FileText {
  let file: ScannedFile
  init(_ file: ScannedFile) { self.file = file }
  func range(_ range: Range<Int>) -> String {
    range.filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
  }
}
