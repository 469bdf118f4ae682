import Observation

/// One observable thing a store can be asked about: a field's value, or whether an optional
/// field is nil. Reading registers an access with Observation; `bump()` notifies observers.
final class ObservationCell: Observable {
  private let registrar = ObservationRegistrar()
  private var version = 0

  func access() {
    registrar.access(self, keyPath: \.version)
  }

  func bump() {
    registrar.withMutation(of: self, keyPath: \.version) { version &+= 1 }
  }
}

/// The observation side of a store: one cell per (key path, kind) ever read.
///
/// Contract: after each update a cell is bumped when its comparator says the read value
/// changed: by `!=` when the value is `Equatable` (TCA ≥ 1.22 skips equal writes), on every
/// update otherwise (the runtime cannot see individual writes, so every processed `send` counts
/// as a write of non-Equatable fields). Presence cells change only when nil-ness flips.
final class ObservationCells<State> {
  private struct Key: Hashable {
    let keyPath: AnyKeyPath
    let presence: Bool
  }

  private var cells: [Key: (cell: ObservationCell, changed: (State, State) -> Bool)] = [:]
  private var order: [Key] = []

  /// Registers an access to the value at `keyPath`.
  func accessValue<Value>(_ keyPath: KeyPath<State, Value>) {
    cell(Key(keyPath: keyPath, presence: false)) { Self.valueComparator(keyPath) }.access()
  }

  /// Registers an access to the nil-ness of the value at `keyPath`.
  func accessPresence<Value>(_ keyPath: KeyPath<State, Value?>) {
    cell(Key(keyPath: keyPath, presence: true)) {
      { old, new in (old[keyPath: keyPath] == nil) != (new[keyPath: keyPath] == nil) }
    }.access()
  }

  func publishChanges(from old: State, to new: State) {
    for key in order {
      guard let entry = cells[key], entry.changed(old, new) else { continue }
      entry.cell.bump()
    }
  }

  private func cell(
    _ key: Key,
    comparator: () -> (State, State) -> Bool
  ) -> ObservationCell {
    if let entry = cells[key] { return entry.cell }
    let cell = ObservationCell()
    cells[key] = (cell, comparator())
    order.append(key)
    return cell
  }

  private static func valueComparator<Value>(
    _ keyPath: KeyPath<State, Value>
  ) -> (State, State) -> Bool {
    guard let equatable = Value.self as? any Equatable.Type else { return { _, _ in true } }
    func compare<E: Equatable>(_: E.Type) -> (State, State) -> Bool {
      { old, new in (old[keyPath: keyPath] as! E) != (new[keyPath: keyPath] as! E) }
    }
    return compare(equatable)
  }
}

/// Counts reads of `@ObservationStateIgnored` fields, so a store read can tell that the field
/// it just read is ignored (its getter ran) and register nothing. Single-threaded runtime.
enum IgnoredFieldReads {
  nonisolated(unsafe) static var count = 0
}
