import CombineStandIn

/// The legacy view of a store, as TCA's `ViewStore` (deprecated in 1.7, still common).
///
/// Contract: holds the view state `observe(store.state)`; after each store update it computes
/// the new view state and keeps it only when `removeDuplicates(old, new)` is false (by default
/// `==`). `publisher` emits the current view state on subscription and then each kept change;
/// `publisher.x` also deduplicates per field. `send` forwards through `send:` to the store.
/// The view store keeps its store alive; publisher subscriptions keep the view store alive, so
/// a local `let viewStore` in `viewDidLoad` keeps working after the method returns.
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
  private let subject: CurrentValueSubject<ViewState, Never>
  private let sendBody: (ViewAction) -> StoreTask
  private let retainedStore: AnyObject
  private var storeSubscription: AnyCancellable?

  /// The general initializer: every other one funnels here.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    let subject = CurrentValueSubject<ViewState, Never>(toViewState(store.currentState))
    self.subject = subject
    self.sendBody = { store.send(fromViewAction($0)) }
    self.retainedStore = store
    self.storeSubscription = store.listen { state in
      let new = toViewState(state)
      if !isDuplicate(subject.value, new) { subject.value = new }
    }
  }

  /// `ViewStore(store, observe: { $0 }, removeDuplicates: ==)` with the store's actions.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Pre-1.0 `ViewStore(store, removeDuplicates:)`.
  public convenience init(
    _ store: Store<ViewState, ViewAction>,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    self.init(store, observe: { $0 }, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// The current view state.
  public var state: ViewState { subject.value }

  /// Reads a field of the current view state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    subject.value[keyPath: keyPath]
  }

  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    sendBody(action)
  }

  /// The view state over time; see the type's contract.
  public var publisher: StorePublisher<ViewState> {
    StorePublisher(upstream: subject.eraseToAnyPublisher(), owner: self)
  }
}

extension ViewStore where ViewState: Equatable {
  /// `ViewStore(store, observe: { $0 })`: deduplicated by `==`, the store's actions.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: ==)
  }

  /// `ViewStore(store, observe: ViewState.init, send: Feature.Action.init)`.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: ==)
  }

  /// Pre-1.0 `ViewStore(store)`.
  public convenience init(_ store: Store<ViewState, ViewAction>) {
    self.init(store, observe: { $0 }, send: { $0 }, removeDuplicates: ==)
  }
}

/// `ViewStoreOf<Feature>`, as in TCA.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>
