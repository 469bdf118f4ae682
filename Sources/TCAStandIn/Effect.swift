import CombineStandIn

/// What a reducer asks the store to do next, as TCA's `Effect<Action>`.
///
/// Contract (reference runtime): `.send` actions are processed synchronously in the same
/// `Store.send` call, after the action that produced them; `.run` operations start as tasks
/// whose jobs run only when `MainQueue.shared` is drained (see `EffectExecutor`);
/// `.publisher` effects are subscribed immediately, and values they emit synchronously are
/// processed in the same send. Effects from `merge` start in order; `concatenate` runs its
/// parts one after another inside one task.
public struct Effect<Action> {
  enum Operation {
    case send(Action)
    case run(priority: TaskPriority?, operation: @Sendable (Send<Action>) async -> Void)
    case publisher(AnyPublisher<Action, Never>)
    case cancel(id: AnyHashable)
  }

  struct Item {
    var operation: Operation
    var cancelID: AnyHashable?
    var cancelInFlight = false
    /// The dependencies current where the effect was made (inside the reducer).
    var dependencies: DependencyValues? = nil
  }

  let items: [Item]

  init(items: [Item]) {
    self.items = items
  }

  /// No effect.
  public static var none: Self { Self(items: []) }

  /// Sends `action` synchronously right after the current action.
  public static func send(_ action: Action) -> Self {
    Self(items: [Item(operation: .send(action))])
  }

  /// Runs `operation` as a task on `EffectExecutor` (drained by the harness). Errors go to
  /// `handler` when given, and are otherwise dropped.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(items: [Item(
      operation: .run(priority: priority) { send in
        do {
          try await operation(send)
        } catch {
          await handler?(error, send)
        }
      },
      dependencies: DependencyValues.current
    )])
  }

  /// Feeds a publisher's values back into the store (TCA 1.x `Effect.publisher`).
  public static func publisher<P: Publisher>(_ createPublisher: () -> P) -> Self
  where P.Output == Action, P.Failure == Never {
    Self(items: [Item(operation: .publisher(createPublisher().eraseToAnyPublisher()))])
  }

  /// Cancels in-flight effects marked `cancellable(id:)` with `id`.
  public static func cancel<ID: Hashable>(id: ID) -> Self {
    Self(items: [Item(operation: .cancel(id: AnyHashable(id)))])
  }

  /// Starts all effects, in order.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Starts all effects, in order.
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    Self(items: effects.flatMap(\.items))
  }

  /// This effect and then `other`.
  public func merge(with other: Self) -> Self {
    Self(items: items + other.items)
  }

  /// Runs the effects one after another inside one task (sends become `await send`).
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs the effects one after another inside one task.
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    let all = effects.flatMap(\.items)
    if all.allSatisfy({ if case .send = $0.operation { true } else { false } }) {
      return Self(items: all)
    }
    let operations = UncheckedSendable(all.map(\.operation))
    return Self(items: [Item(operation: .run(priority: nil) { send in
      for operation in operations.value {
        switch operation {
        case let .send(action): await send(action)
        case let .run(_, body): await body(send)
        case let .publisher(publisher):
          let box = UncheckedSendable(publisher)
          _ = box.value.sink { send.body($0) }
        case .cancel: break
        }
      }
    })])
  }

  /// This effect and then `next`.
  public func concatenate(with next: Self) -> Self {
    .concatenate(self, next)
  }

  /// Marks the effect's tasks and subscriptions with `id`; with `cancelInFlight`, starting it
  /// first cancels the ones already running under `id`.
  public func cancellable<ID: Hashable>(id: ID, cancelInFlight: Bool = false) -> Self {
    Self(items: items.map { item in
      var item = item
      item.cancelID = AnyHashable(id)
      item.cancelInFlight = cancelInFlight
      return item
    })
  }

  /// Transforms the actions this effect sends.
  public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    let box = UncheckedSendable(transform)
    return Effect<T>(items: items.map { item in
      let operation: Effect<T>.Operation
      switch item.operation {
      case let .send(action): operation = .send(transform(action))
      case let .run(priority, body):
        operation = .run(priority: priority) { send in
          await body(Send { send.body(box.value($0)) })
        }
      case let .publisher(publisher): operation = .publisher(publisher.map(transform))
      case let .cancel(id): operation = .cancel(id: id)
      }
      return Effect<T>.Item(
        operation: operation, cancelID: item.cancelID, cancelInFlight: item.cancelInFlight,
        dependencies: item.dependencies
      )
    })
  }
}

/// `EffectOf<Feature>`, as in TCA.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// The `send` handed to `.run` effects.
///
/// Contract: `await send(action)` processes the action synchronously on the store that started
/// the effect, without suspending (it is `async` only so that effects read as in TCA, where it
/// hops to the main actor); after that store is gone it does nothing.
public struct Send<Action>: @unchecked Sendable {
  let body: (Action) -> Void

  /// A send that calls `send`.
  public init(send: @escaping (Action) -> Void) {
    self.body = send
  }

  /// Sends `action` back into the store; ignored once the effect's task is cancelled, as in TCA.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    body(action)
  }
}

/// Carries a non-Sendable value across a `@Sendable` boundary; the runtime is single-threaded.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
