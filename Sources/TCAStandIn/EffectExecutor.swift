import CombineStandIn

/// The task executor `.run` effects run on, for deterministic effects.
///
/// Contract: every job of an effect task (its start and each resumption after an `await` that
/// does not hop to an actor) is enqueued on `MainQueue.shared` and runs during a drain, on the
/// draining thread. Code that awaits something real (`Task.sleep`, an actor such as the main
/// actor) resumes when that completes; `MainQueue.drainUntilIdle(timeout:)` waits for it.
public final class EffectExecutor: TaskExecutor, @unchecked Sendable {
  /// The executor all effects use.
  public static let shared = EffectExecutor()

  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    MainQueue.shared.enqueue { [self] in
      unowned.runSynchronously(on: self.asUnownedTaskExecutor())
    }
  }

  /// Starts `operation` as an effect task; `MainQueue.outstandingWork` counts it until it ends.
  @discardableResult
  public func start(
    priority: TaskPriority?,
    _ operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    MainQueue.shared.beginWork()
    return Task(executorPreference: self, priority: priority) {
      await operation()
      MainQueue.shared.endWork()
    }
  }
}
