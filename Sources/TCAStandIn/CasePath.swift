/// Embeds a child value into an enum case and extracts it back, as swift-case-paths'
/// `AnyCasePath`.
///
/// Contract: built from an embed function alone (`/Action.child`, `{ .child($0) }`),
/// extraction uses reflection: it walks the enum's case payloads (`Mirror`) and accepts a
/// payload of type `Value` only when embedding it again yields the same chain of case names,
/// so `.child(x)` and `.other(x)` with equal payload types are told apart. Without macros this
/// replaces TCA's `CaseKeyPath` (`\.child`); see COMPILE-COPY.md.
public struct AnyCasePath<Root, Value> {
  private let embedBody: (Value) -> Root
  private let extractBody: (Root) -> Value?

  /// A case path from explicit functions.
  public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
    self.embedBody = embed
    self.extractBody = extract
  }

  /// A case path whose extraction is derived from `embed` by reflection.
  public init(_ embed: @escaping (Value) -> Root) {
    self.embedBody = embed
    self.extractBody = { root in CaseReflection.extract(from: root, embed: embed) }
  }

  /// `Root` holding `value`.
  public func embed(_ value: Value) -> Root { embedBody(value) }

  /// The payload when `root` is this case, otherwise nil.
  public func extract(from root: Root) -> Value? { extractBody(root) }
}

/// Legacy `CasePath` name.
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>

prefix operator /

/// `/Action.child`: the case path of an enum case with a payload.
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value> {
  AnyCasePath(embed)
}

/// `/Action.tapped`: the case path of an enum case without payload.
public prefix func / <Root>(root: Root) -> AnyCasePath<Root, Void> {
  AnyCasePath(
    embed: { _ in root },
    extract: { CaseReflection.caseNames(of: $0, depth: 1) == CaseReflection.caseNames(of: root, depth: 1) ? () : nil }
  )
}

/// Reflection helpers behind `AnyCasePath`.
enum CaseReflection {
  /// The case names of `value`, following single payloads into nested enums.
  static func caseNames(of value: Any, depth: Int) -> [String] {
    var names: [String] = []
    var current = value
    while names.count < depth {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum else { break }
      guard let child = mirror.children.first, let label = child.label else {
        names.append(String(describing: current))
        break
      }
      names.append(label)
      current = child.value
    }
    return names
  }

  static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
    var current: Any = root
    var depth = 0
    while depth < 16 {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum, let child = mirror.children.first else { return nil }
      depth += 1
      if let value = child.value as? Value,
        caseNames(of: embed(value), depth: depth) == caseNames(of: root, depth: depth)
      {
        return value
      }
      current = child.value
    }
    return nil
  }
}
