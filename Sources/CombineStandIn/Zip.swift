/// `zip`, as in Combine: pairs the n-th value of each input, buffering the input that runs ahead.
/// Finishes when either input finished and its buffer is empty; fails on the first failure.
extension Publisher {
  public func zip<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
  where Other.Failure == Failure {
    AnyPublisher { downstream in
      var lefts: [Output] = []
      var rights: [Other.Output] = []
      func emit() {
        while !lefts.isEmpty, !rights.isEmpty {
          downstream.receive((lefts.removeFirst(), rights.removeFirst()))
        }
      }
      let first = self.attach(Receiver(
        receiveValue: { lefts.append($0); emit() },
        receiveCompletion: { downstream.receive(completion: $0) }
      ))
      let second = other.attach(Receiver(
        receiveValue: { rights.append($0); emit() },
        receiveCompletion: { downstream.receive(completion: $0) }
      ))
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }
}
