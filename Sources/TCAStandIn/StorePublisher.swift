import CombineStandIn

/// The publisher of a store's or view store's state, as TCA's `StorePublisher`.
///
/// Contract: emits the current value on subscription, then what its source emits (for
/// `store.publisher`: after every send; for `viewStore.publisher`: only when the view state
/// changed by the view store's deduplication). `publisher.x` (dynamic member, `Equatable`
/// values only) maps to the field and removes duplicates; members chain
/// (`publisher.profile.name`). Subscriptions keep the store or view store alive.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  let upstream: AnyPublisher<State, Never>
  let owner: AnyObject

  init(upstream: AnyPublisher<State, Never>, owner: AnyObject) {
    self.upstream = upstream
    self.owner = owner
  }

  public func attach(_ receiver: Receiver<State, Never>) -> AnyCancellable {
    let subscription = upstream.attach(receiver)
    let owner = self.owner
    return AnyCancellable {
      withExtendedLifetime(owner) { subscription.cancel() }
    }
  }

  /// The deduplicated publisher of one field.
  public subscript<Value: Equatable>(
    dynamicMember keyPath: KeyPath<State, Value>
  ) -> StorePublisher<Value> {
    StorePublisher<Value>(
      upstream: upstream.map { $0[keyPath: keyPath] }.removeDuplicates(),
      owner: owner
    )
  }
}
