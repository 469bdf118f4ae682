import CombineStandIn

/// UIKit's `Store.ifLet(then:else:)` (TCA ≤ 1.6 style navigation).
///
/// Contract: on subscription calls `then` with a store of the unwrapped state when the state
/// is non-nil, otherwise `else`; afterwards calls them again only when nil-ness flips, never
/// for changes inside a non-nil state. Each flip to non-nil gets a fresh child store. The
/// returned cancellable keeps the subscription (and this store) alive.
extension Store {
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    var wasNil: Bool?
    return publisher.sink { [unowned self] state in
      let isNil = state == nil
      guard isNil != wasNil else { return }
      wasNil = isNil
      if let state {
        unwrap(self.unwrapped(initial: state, { $0 }))
      } else {
        `else`()
      }
    }
  }
}
