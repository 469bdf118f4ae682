/// Keeps `value` alive until the process exits: its memory is never freed.
///
/// For a command about to exit: the operating system takes the whole address space back at
/// once, where freeing a large tree's facts, recorded questions and findings object by object
/// is serial work at the end of every run (10–15 ms of `lint` on a 600k-line tree with two jobs;
/// `LintRun.leavesMemory`). Call it only where the process ends soon after, never in a loop.
public func keepUntilExit<Value>(_ value: Value) {
  _ = Unmanaged.passRetained(KeptValue(value))
}

private final class KeptValue<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}
