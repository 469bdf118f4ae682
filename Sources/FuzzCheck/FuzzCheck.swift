import Migrate
import SwiftScan

/// The properties every input must keep, shared by the libFuzzer target (`.ci/fuzz`) and the
/// seeded run inside `swift test`: no crash, lossless tiling, a refused file is returned as it
/// was, a rewritten file scans cleanly, and a second migration changes nothing.
public enum FuzzCheck {
  /// The first property `bytes` violates, or nil.
  public static func violation(_ bytes: [UInt8]) -> String? {
    let (tokens, _) = Lexer.lex(bytes)
    var cursor = 0
    for token in tokens {
      guard Int(token.start) == cursor, token.end > token.start else { return "tokens do not tile the input at byte \(cursor)" }
      cursor = Int(token.end)
    }
    if cursor != bytes.count { return "tokens stop at byte \(cursor) of \(bytes.count)" }
    let result = Migrator.migrate(bytes)
    if !result.errors.isEmpty {
      return result.output == bytes ? nil : "a refused file was changed"
    }
    guard result.changed else { return nil }
    if let error = ScannedFile(bytes: result.output).errors.first { return "the output does not scan: \(error.message)" }
    if Migrator.migrate(result.output).changed { return "a second migration changed the output" }
    return nil
  }

  /// Deterministic mutations of a seed text: byte flips, deletions, duplications, and splices of
  /// fragments that steer inputs towards the patterns the rules look for.
  public static func mutate(_ seed: [UInt8], random: inout some RandomNumberGenerator) -> [UInt8] {
    var bytes = seed
    let fragments = [
      "viewStore.publisher.", ".sink { [weak self] value in self?.", ".store(in: &cancellables)\n", "{", "}", "(", ")",
      "\"", "\"\"\"\n", "#\"", "\\(", "/*", "*/", "//", "#if DEBUG\n", "#endif\n", "#/", "/#", "`", "\r\n", "🙂",
      "let viewStore = ViewStore(store, observe: { $0 })\n", ".map(\\.count)", ".assign(to: \\.text, on: label)",
      "guard let self else { return }\n", ";", "$0", "_ in ", "@ObservableState\n",
    ].map { Array($0.utf8) }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = UInt8.random(in: 0...255, using: &random)
      case 1 where !bytes.isEmpty:
        let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
        bytes.removeSubrange(min(position, end)..<end)
      case 2 where !bytes.isEmpty:
        let end = min(bytes.count, position + Int.random(in: 1...32, using: &random))
        bytes.insert(contentsOf: bytes[min(position, end)..<end], at: min(position, end))
      default:
        bytes.insert(contentsOf: fragments[Int.random(in: 0..<fragments.count, using: &random)], at: position)
      }
    }
    return bytes
  }
}
