/// Terminal subscribers: `sink` and `assign`, as in Combine.
extension Publisher {
  /// Subscribes with closures; the result keeps the subscription alive until cancelled or
  /// released. Values received during subscription (a current value) are delivered before
  /// this returns.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let receiver = Receiver<Output, Failure>(
      receiveValue: receiveValue,
      receiveCompletion: receiveCompletion
    )
    let upstream = attach(receiver)
    return AnyCancellable {
      receiver.stop()
      upstream.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a value closure (only for publishers that cannot fail).
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value to `object[keyPath: keyPath]`; holds `object` strongly, as Combine does.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>,
    on object: Root
  ) -> AnyCancellable {
    sink { value in object[keyPath: keyPath] = value }
  }
}
