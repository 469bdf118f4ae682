import CombineStandIn
import Foundation

/// The runtime of a feature, as TCA's `Store`.
///
/// Contract (reference runtime):
/// - `send` runs the reducer synchronously, then the synchronous effects (`.send`, values a
///   `.publisher` effect emits at once) in the same call; `.run` effects start as tasks, after
///   the state was published, and run when `MainQueue.shared` is drained (after the `observe`
///   re-runs that publish scheduled).
/// - After each top-level `send` the new state is published once: to `publisher` subscribers
///   (not deduplicated), to view stores and child stores, and to `observe { }` blocks that read
///   a field whose value changed (see `Store+Observation.swift`).
/// - A child store (`scope`) mirrors its parent's state and forwards its actions to the parent.
@dynamicMemberLookup
public final class Store<State, Action> {
  /// The state as of the last published update.
  private(set) var currentState: State
  private let dispatch: (Action) -> StoreTask
  private let listeners = ListenerList<State>()
  let cells = ObservationCells<State>()
  var childStores: [AnyHashable: WeakStore] = [:]
  private var retainedParent: AnyObject?
  private var parentSubscription: AnyCancellable?
  private var core: AnyObject?

  /// A root store running `reducer` (built like TCA: `Store(initialState: …) { Feature() }`);
  /// `prepareDependencies` overrides dependencies for the reducer and the effects it starts.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    self.init(initialState: initialState(), reducer: reducer(), dependencies: prepareDependencies)
  }

  /// A root store running `reducer` (TCA 1.0–1.3 spelling).
  public convenience init<R: Reducer>(initialState: R.State, reducer: R)
  where R.State == State, R.Action == Action {
    self.init(initialState: initialState, reducer: reducer, dependencies: nil)
  }

  private init<R: Reducer>(
    initialState: R.State,
    reducer: R,
    dependencies prepare: ((inout DependencyValues) -> Void)?
  ) where R.State == State, R.Action == Action {
    var reduce: (inout State, Action) -> Effect<Action> = reducer.reduce(into:action:)
    if let prepare {
      reduce = { state, action in
        withDependencies(prepare) { reducer.reduce(into: &state, action: action) }
      }
    }
    let core = RootCore<State, Action>(state: initialState, reduce: reduce)
    self.currentState = initialState
    self.dispatch = { [unowned core] in core.send($0) }
    self.core = core
    core.publish = { [unowned self] in self.update(to: $0) }
  }

  /// A store derived from `parent`: `toState` maps every parent update, `fromAction` embeds
  /// actions. The child keeps its parent alive.
  init<ParentState, ParentAction>(
    parent: Store<ParentState, ParentAction>,
    state toState: @escaping (ParentState) -> State,
    action fromAction: @escaping (Action) -> ParentAction
  ) {
    self.currentState = toState(parent.currentState)
    self.dispatch = { [unowned parent] in parent.send(fromAction($0)) }
    self.retainedParent = parent
    self.parentSubscription = parent.listen { [weak self] parentState in
      self?.update(to: toState(parentState))
    }
  }

  /// Sends an action; see the type's contract.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    dispatch(action)
  }

  /// Harness only (verify's generated scenarios): changes the root store's state directly, then
  /// publishes it as if an action had been processed. No effect runs. Ignored on child stores.
  public func _harnessMutateState(_ body: (inout State) -> Void) {
    (core as? RootCore<State, Action>)?.mutate(body)
  }

  /// Reads the current state without observation tracking (TCA 1.5+).
  public func withState<R>(_ body: (State) -> R) -> R {
    body(currentState)
  }

  /// Publishes a new state: observation first (re-runs are deferred), then listeners in
  /// registration order.
  func update(to newState: State) {
    let old = currentState
    currentState = newState
    cells.publishChanges(from: old, to: newState)
    listeners.emit(newState)
  }

  /// Calls `listener` after every update until the result is cancelled or released.
  func listen(_ listener: @escaping (State) -> Void) -> AnyCancellable {
    listeners.add(listener)
  }

  /// A publisher of the whole state: emits on subscription and after every `send`, with no
  /// deduplication (`store.publisher.x` deduplicates). Subscriptions keep the store alive.
  public var publisher: StorePublisher<State> {
    StorePublisher(
      upstream: AnyPublisher { [self] receiver in
        receiver.receive(self.currentState)
        return self.listen { receiver.receive($0) }
      },
      owner: self
    )
  }
}

/// `StoreOf<Feature>`, as in TCA.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// A weak reference to a cached child store.
struct WeakStore {
  weak var store: AnyObject?
}

/// Listeners in registration order; removal through the returned cancellable.
final class ListenerList<Value> {
  private var entries: [(id: Int, body: (Value) -> Void)] = []
  private var nextID = 0

  func add(_ body: @escaping (Value) -> Void) -> AnyCancellable {
    let id = nextID
    nextID += 1
    entries.append((id, body))
    return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  func emit(_ value: Value) {
    let current = entries
    for entry in current where entries.contains(where: { $0.id == entry.id }) {
      entry.body(value)
    }
  }
}

/// The state machine behind a root store: buffered actions, effects, cancellation ids.
final class RootCore<State, Action> {
  private var state: State
  private let reduce: (inout State, Action) -> Effect<Action>
  var publish: (State) -> Void = { _ in }
  private var buffered: [Action] = []
  private var isSending = false
  private var inFlight: [AnyHashable: [Int: AnyCancellable]] = [:]
  private var nextEffectID = 0

  init(state: State, reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.state = state
    self.reduce = reduce
  }

  func mutate(_ body: (inout State) -> Void) {
    body(&state)
    publish(state)
  }

  func send(_ action: Action) -> StoreTask {
    buffered.append(action)
    guard !isSending else { return StoreTask(nil) }
    isSending = true
    var tasks: [Task<Void, Never>] = []
    while !buffered.isEmpty {
      var runs: [Effect<Action>.Item] = []
      while !buffered.isEmpty {
        let next = buffered.removeFirst()
        let effect = reduce(&state, next)
        for item in effect.items {
          if case .run = item.operation { runs.append(item) } else { _ = start(item) }
        }
      }
      // Listeners may send; those actions are buffered and processed by this loop.
      publish(state)
      // `.run` jobs are queued after the observe re-runs the publish scheduled: in TCA the
      // effect's `send` hops to the main actor behind them.
      for item in runs {
        if let task = start(item) { tasks.append(task) }
      }
    }
    isSending = false
    return StoreTask(tasks.isEmpty ? nil : Task { for task in tasks { await task.value } })
  }

  private func start(_ item: Effect<Action>.Item) -> Task<Void, Never>? {
    if let id = item.cancelID, item.cancelInFlight { cancel(id: id) }
    switch item.operation {
    case let .send(action):
      buffered.append(action)
      return nil
    case let .cancel(id):
      cancel(id: id)
      return nil
    case let .publisher(publisher):
      let key = register(item.cancelID)
      let subscription = publisher.sink { [weak self] action in _ = self?.send(action) }
      if let key { inFlight[key.id]?[key.serial] = subscription } else { retainForever(subscription) }
      return nil
    case let .run(priority, operation):
      let send = Send<Action> { [weak self] action in _ = self?.send(action) }
      let key = register(item.cancelID)
      let dependencies = item.dependencies ?? DependencyValues.current
      let task = DependencyValues.$current.withValue(dependencies) {
        EffectExecutor.shared.start(priority: priority) { await operation(send) }
      }
      if let key {
        inFlight[key.id]?[key.serial] = AnyCancellable { task.cancel() }
      }
      return task
    }
  }

  private var detached: [AnyCancellable] = []

  private func retainForever(_ subscription: AnyCancellable) {
    detached.append(subscription)
  }

  private func register(_ id: AnyHashable?) -> (id: AnyHashable, serial: Int)? {
    guard let id else { return nil }
    nextEffectID += 1
    if inFlight[id] == nil { inFlight[id] = [:] }
    return (id, nextEffectID)
  }

  private func cancel(id: AnyHashable) {
    let running = inFlight.removeValue(forKey: id) ?? [:]
    for (_, cancellable) in running.sorted(by: { $0.key < $1.key }) { cancellable.cancel() }
  }
}

/// The handle `Store.send` returns, as TCA's `StoreTask`.
///
/// Contract: wraps the `.run` effects an action started; `cancel()` cancels them;
/// `finish()` waits for them (only meaningful while something drains `MainQueue`).
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(_ rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() { rawValue?.cancel() }

  /// Waits for the effects to finish.
  public func finish() async { await rawValue?.value }

  /// Whether `cancel()` was called (true when there was nothing to run).
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
