/// A type-erased publisher, as Combine's `AnyPublisher`; every operator here returns one.
///
/// Contract: attaching runs the wrapped attach function; it adds no buffering or deferral.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let body: (Receiver<Output, Failure>) -> AnyCancellable

  /// A publisher whose subscriptions are made by `attach`.
  public init(attach: @escaping (Receiver<Output, Failure>) -> AnyCancellable) {
    self.body = attach
  }

  /// Erases `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
    } else {
      self.body = publisher.attach
    }
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    body(receiver)
  }
}

extension Publisher {
  /// This publisher as `AnyPublisher`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// Emits one value and finishes, synchronously on subscription, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value every subscriber receives.
  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func attach(_ receiver: Receiver<Output, Never>) -> AnyCancellable {
    receiver.receive(output)
    receiver.receive(completion: .finished)
    return AnyCancellable {}
  }
}

/// Finishes immediately (or never, with `completeImmediately: false`), emitting nothing.
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether subscribers get `.finished` on subscription.
  public let completeImmediately: Bool

  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    if completeImmediately { receiver.receive(completion: .finished) }
    return AnyCancellable { receiver.stop() }
  }
}

/// Fails immediately with `error`, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error every subscriber receives.
  public let error: Failure

  public init(error: Failure) {
    self.error = error
  }

  public init(outputType: Output.Type, failure: Failure) {
    self.error = failure
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    receiver.receive(completion: .failure(error))
    return AnyCancellable {}
  }
}
