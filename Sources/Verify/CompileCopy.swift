import Migrate
import SwiftScan

/// The compile copy: what a user file needs to compile against the reference runtime, applied
/// on tokens (never inside comments or strings) to a copy — the user's file is never touched.
/// Every transformation keeps the line count, so compiler positions still point at the user's
/// lines. See `Sources/TCAStandIn/COMPILE-COPY.md` for why each one exists.
public enum CompileCopy {
  public enum Outcome: Equatable, Sendable {
    case ready(String)
    /// The file uses something the runtime cannot provide; the reason names it.
    case unverifiable(String)
  }

  public static func prepare(_ source: String) -> Outcome {
    let file = ScannedFile(source)
    if let error = file.errors.first {
      return .unverifiable("the file does not scan: \(error.message)")
    }
    var edits: [Edit] = []
    for type in file.outline.types where type.attributes.contains(where: { file.textEquals($0, "@Reducer") }) {
      if type.keyword == "enum" { return .unverifiable("enum reducers (`@Reducer enum \(type.name)`) are not supported by the runtime") }
      guard type.keyword == "struct", !type.inheritance.contains("Reducer") else { continue }
      if let edit = reducerConformance(type, file: file) { edits.append(edit) }
    }
    for t in file.tokens.indices {
      let token = file.tokens[t]
      switch token.kind {
      case .attribute:
        if file.textEquals(t, "@IBOutlet") { return .unverifiable("`@IBOutlet` properties need a storyboard or nib, which the runtime cannot load") }
        if file.textEquals(t, "@objc") || file.textEquals(t, "@objcMembers") {
          var end = t
          if let open = file.nextSignificant(after: t), file.tokens[open].kind == .leftParen, !file.hasNewline(between: t, and: open),
             let close = file.partner(open) { end = close }
          var after = end + 1
          while after < file.tokens.count, file.tokens[after].kind == .whitespace { after += 1 }
          edits.append(Edit(range: Int(token.start)..<Int(file.tokens[after - 1].end), replacement: ""))
        }
      case .pound where file.textEquals(t, "#selector"):
        guard let open = file.nextSignificant(after: t), file.tokens[open].kind == .leftParen, let close = file.partner(open) else { continue }
        let name = (open + 1..<close).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
        edits.append(Edit(range: Int(token.start)..<Int(file.tokens[close].end), replacement: "Selector(\"\(name)\")"))
      case .identifier where file.isIdentifier(t, "action"):
        if let edit = caseKeyPathAction(label: t, file: file) { edits.append(edit) }
      default:
        break
      }
    }
    edits += requiredCellInitializers(file)
    guard let output = try? EditApplier.apply(edits, to: file.bytes) else {
      return .unverifiable("internal: the compile-copy edits overlap")
    }
    return .ready(String(decoding: output, as: UTF8.self))
  }

  /// `@Reducer struct Feature {` → `@Reducer struct Feature: Reducer {`, after any generic clause.
  static func reducerConformance(_ type: TypeDecl, file: ScannedFile) -> Edit? {
    var last = type.nameToken
    if let next = file.nextSignificant(after: last), file.textEquals(next, "<") || file.text(next).hasPrefix("<") {
      var depth = 0
      var t = next
      while t < file.tokens.count {
        if file.tokens[t].kind == .operator {
          for byte in file.bytes[file.tokens[t].range] {
            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
          }
        }
        if depth <= 0 { last = t; break }
        t += 1
      }
    }
    guard let next = file.nextSignificant(after: last) else { return nil }
    let end = Int(file.tokens[last].end)
    if file.tokens[next].kind == .colon {
      return Edit(range: Int(file.tokens[next].end)..<Int(file.tokens[next].end), replacement: " Reducer,")
    }
    return Edit(range: end..<end, replacement: ": Reducer")
  }

  /// `action: \.child.grandchild` → `action: { .child(.grandchild($0)) }`.
  static func caseKeyPathAction(label t: Int, file: ScannedFile) -> Edit? {
    guard let colon = file.nextSignificant(after: t), file.tokens[colon].kind == .colon,
          let slash = file.nextSignificant(after: colon), file.tokens[slash].kind == .backslash else { return nil }
    var names: [String] = []
    var cursor = slash
    while let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period, dot == cursor + 1,
          let name = file.nextSignificant(after: dot), file.tokens[name].kind == .identifier, name == dot + 1 {
      names.append(file.text(name))
      cursor = name
    }
    guard !names.isEmpty else { return nil }
    let body = names.reversed().reduce("$0") { inner, name in ".\(name)(\(inner))" }
    return Edit(range: Int(file.tokens[slash].start)..<Int(file.tokens[cursor].end), replacement: "{ \(body) }")
  }

  /// In cell classes the table builds from their metatype, `override init(style:…)` and friends
  /// become `required init`.
  static func requiredCellInitializers(_ file: ScannedFile) -> [Edit] {
    let cellBases: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView"]
    var edits: [Edit] = []
    for function in file.outline.functions where function.name == "init" && function.parentType >= 0 {
      guard let base = file.outline.types[function.parentType].inheritance.first, cellBases.contains(base),
            let open = file.nextSignificant(after: function.keywordToken), file.tokens[open].kind == .leftParen,
            let label = file.nextSignificant(after: open),
            ["style", "frame", "reuseIdentifier"].contains(file.text(label)) else { continue }
      var t = function.keywordToken
      while let previous = file.previousSignificant(before: t), file.tokens[previous].keyword.isModifier {
        if file.tokens[previous].keyword == .override {
          edits.append(Edit(range: file.tokens[previous].range, replacement: "required"))
        }
        t = previous
      }
    }
    return edits
  }
}
