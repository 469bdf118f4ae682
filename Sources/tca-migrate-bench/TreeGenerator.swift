import Foundation

/// Writes a realistic, deterministic Swift tree: legacy UIKit view controllers with ViewStore
/// subscriptions, reducers, already-migrated screens, and plain Swift without TCA, with comments,
/// doc comments, string interpolation and multi-line strings in realistic proportions.
struct TreeGenerator {
  var seed: UInt64

  struct Summary { var files = 0; var lines = 0; var bytes = 0 }

  func generate(lines target: Int, singleFile: Bool, into directory: URL) throws -> Summary {
    var random = SplitMix(seed: seed)
    var summary = Summary()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var buffer = ""
    var index = 0
    while summary.lines < target {
      let kind = random.next() % 10
      let text: String
      switch kind {
      case 0...2: text = legacyScreen(index, &random)
      case 3...4: text = reducer(index, &random)
      case 5: text = migratedScreen(index, &random)
      default: text = plainSwift(index, &random)
      }
      let lineCount = text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
      summary.lines += lineCount
      summary.bytes += text.utf8.count
      if singleFile {
        buffer += text
      } else {
        let folder = directory.appendingPathComponent("Module\(index % 40)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("File\(index).swift"))
        summary.files += 1
      }
      index += 1
    }
    if singleFile {
      try Data(buffer.utf8).write(to: directory.appendingPathComponent("Everything.swift"))
      summary.files = 1
    }
    return summary
  }

  private func fields(_ n: Int, _ random: inout SplitMix) -> [(String, String, String)] {
    let kinds = [("String", "\"\"", "text"), ("Bool", "false", "isHidden"), ("Int", "0", "count"), ("Double", "0", "progress")]
    return (0..<n).map { i in
      let kind = kinds[Int(random.next() % UInt64(kinds.count))]
      return ("field\(i)", kind.0, kind.1)
    }
  }

  func legacyScreen(_ k: Int, _ random: inout SplitMix) -> String {
    let fieldList = fields(4 + Int(random.next() % 8), &random)
    var s = "import Combine\nimport ComposableArchitecture\nimport UIKit\n\n"
    s += "/// Feature \(k): a legacy screen written against ViewStore and Combine.\n@Reducer\nstruct Feature\(k) {\n  struct State: Equatable {\n"
    for (name, type, value) in fieldList { s += "    var \(name): \(type) = \(value)\n" }
    s += "  }\n  enum Action { case tapped, loaded(Int) }\n\n  var body: some ReducerOf<Self> {\n    Reduce { state, action in\n      switch action {\n"
    s += "      case .tapped:\n        return .none\n      case let .loaded(value):\n        // Keep the latest value; the view decides how to draw it.\n        _ = value\n        return .none\n      }\n    }\n  }\n}\n\n"
    s += "final class Feature\(k)ViewController: UIViewController {\n  let store: StoreOf<Feature\(k)>\n  private var cancellables: Set<AnyCancellable> = []\n"
    for (name, _, _) in fieldList { s += "  private let \(name)View = UILabel()\n" }
    s += "\n  init(store: StoreOf<Feature\(k)>) {\n    self.store = store\n    super.init(nibName: nil, bundle: nil)\n  }\n\n  required init?(coder: NSCoder) {\n    fatalError(\"init(coder:) has not been implemented\")\n  }\n\n"
    s += "  override func viewDidLoad() {\n    super.viewDidLoad()\n    let viewStore = ViewStore(store, observe: { $0 })\n\n"
    for (name, type, _) in fieldList {
      let assignment = type == "Bool" ? "self?.\(name)View.isHidden = value" : "self?.\(name)View.text = \"\\(value) \(name)\""
      s += "    viewStore.publisher.\(name)\n      .sink { [weak self] value in \(assignment) }\n      .store(in: &cancellables)\n\n"
    }
    s += "    view.backgroundColor = .systemBackground\n  }\n}\n\n"
    return s
  }

  func reducer(_ k: Int, _ random: inout SplitMix) -> String {
    let fieldList = fields(3 + Int(random.next() % 6), &random)
    var s = "import ComposableArchitecture\nimport Foundation\n\n@Reducer\nstruct Domain\(k) {\n  @ObservableState\n  struct State: Equatable {\n"
    for (name, type, value) in fieldList { s += "    var \(name): \(type) = \(value)\n" }
    s += "  }\n\n  enum Action {\n"
    for (name, _, _) in fieldList { s += "    case set\(name.capitalized)\n" }
    s += "  }\n\n  @Dependency(\\.continuousClock) var clock\n\n  var body: some ReducerOf<Self> {\n    Reduce { state, action in\n      switch action {\n"
    for (name, type, _) in fieldList {
      let mutation = type == "Bool" ? "state.\(name).toggle()" : (type == "String" ? "state.\(name) = \"updated \\(state.\(name))\"" : "state.\(name) += 1")
      s += "      case .set\(name.capitalized):\n        \(mutation)\n        return .none\n"
    }
    s += "      }\n    }\n  }\n}\n\n"
    return s
  }

  func migratedScreen(_ k: Int, _ random: inout SplitMix) -> String {
    let fieldList = fields(3 + Int(random.next() % 6), &random)
    var s = "import ComposableArchitecture\nimport UIKit\n\nfinal class Modern\(k)ViewController: UIViewController {\n  let store: StoreOf<Domain\(k)>\n"
    for (name, _, _) in fieldList { s += "  private let \(name)Label = UILabel()\n" }
    s += "\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    observe { [weak self] in\n      guard let self else { return }\n"
    for (name, _, _) in fieldList { s += "      \(name)Label.text = \"\\(store.\(name))\"\n" }
    s += "    }\n  }\n}\n\n"
    return s
  }

  func plainSwift(_ k: Int, _ random: inout SplitMix) -> String {
    let n = 3 + Int(random.next() % 10)
    var s = "import Foundation\n\n/// Utilities \(k).\n///\n/// - Note: no TCA here, just the code every app has.\npublic struct Model\(k): Codable, Hashable {\n"
    for i in 0..<n { s += "  public var value\(i): String\n" }
    s += "\n  /* A block comment { with braces } and \"quotes\". */\n  public func describe() -> String {\n    let parts = [\n"
    for i in 0..<n { s += "      \"value\(i)=\\(value\(i))\",\n" }
    s += "    ]\n    return parts.joined(separator: \", \")\n  }\n\n  public static let template = \"\"\"\n    Model \(k)\n      fields: \\(\(n))\n    \"\"\"\n}\n\n"
    s += "extension Model\(k) {\n  func matches(_ query: String) -> Bool {\n    let pattern = #\"^[a-z]+\\d*$\"#\n    return query.range(of: pattern, options: .regularExpression) != nil && value0.count / 2 > 1\n  }\n}\n\n"
    return s
  }
}

/// SplitMix64: small, fast, deterministic.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
