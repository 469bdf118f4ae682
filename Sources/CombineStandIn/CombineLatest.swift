/// `combineLatest`, as in Combine: emits a tuple of the latest values once every input has
/// emitted, then on every value of either input. Finishes when both inputs finished; fails on
/// the first failure.
extension Publisher {
  public func combineLatest<Other: Publisher>(
    _ other: Other
  ) -> AnyPublisher<(Output, Other.Output), Failure> where Other.Failure == Failure {
    AnyPublisher { downstream in
      var left: Output?
      var right: Other.Output?
      var finished = 0
      func emit() {
        if let left, let right { downstream.receive((left, right)) }
      }
      func complete(_ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion {
          downstream.receive(completion: completion)
        } else {
          finished += 1
          if finished == 2 { downstream.receive(completion: .finished) }
        }
      }
      let first = self.attach(Receiver(
        receiveValue: { left = $0; emit() },
        receiveCompletion: complete
      ))
      let second = other.attach(Receiver(
        receiveValue: { right = $0; emit() },
        receiveCompletion: complete
      ))
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }

  /// `combineLatest` followed by `map(transform)`.
  public func combineLatest<Other: Publisher, T>(
    _ other: Other,
    _ transform: @escaping (Output, Other.Output) -> T
  ) -> AnyPublisher<T, Failure> where Other.Failure == Failure {
    combineLatest(other).map { transform($0.0, $0.1) }
  }

  /// Three-way `combineLatest`.
  public func combineLatest<B: Publisher, C: Publisher>(
    _ b: B,
    _ c: C
  ) -> AnyPublisher<(Output, B.Output, C.Output), Failure>
  where B.Failure == Failure, C.Failure == Failure {
    combineLatest(b).combineLatest(c).map { ($0.0.0, $0.0.1, $0.1) }
  }
}
