/// A source of values over time, with the shape of Combine's `Publisher`.
///
/// Contract: `attach(_:)` connects one receiver and returns the cancellable that ends the
/// subscription. Delivery is synchronous: a value sent upstream reaches the receiver before
/// the sending call returns, unless an operator such as `receive(on:)` defers it to
/// `MainQueue`. Publishers with a current value (subjects, store publishers, `Just`) deliver
/// it during `attach`.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Connects `receiver`; the result ends the subscription when cancelled or released.
  func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable
}

/// Namespace mirroring Combine's `Subscribers`.
public enum Subscribers {
  /// How a publisher ended: normally, or with an error.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

/// The downstream end of one subscription.
///
/// Contract: forwards values until a completion arrives or `stop()` is called; after that it
/// ignores everything. Values and completions are delivered on the caller's thread.
public final class Receiver<Input, Failure: Error> {
  private let onValue: (Input) -> Void
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void
  /// True after a completion or `stop()`.
  public private(set) var isStopped = false

  public init(
    receiveValue: @escaping (Input) -> Void,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
  ) {
    self.onValue = receiveValue
    self.onCompletion = receiveCompletion
  }

  /// Delivers a value unless stopped.
  public func receive(_ input: Input) {
    guard !isStopped else { return }
    onValue(input)
  }

  /// Delivers the completion once, then stops.
  public func receive(completion: Subscribers.Completion<Failure>) {
    guard !isStopped else { return }
    isStopped = true
    onCompletion(completion)
  }

  /// Ends delivery without a completion (cancellation).
  public func stop() { isStopped = true }

  /// An upstream receiver that handles values with `value` and passes completions on to this
  /// receiver.
  public func relaying<Upstream>(_ value: @escaping (Upstream) -> Void) -> Receiver<Upstream, Failure> {
    Receiver<Upstream, Failure>(
      receiveValue: value,
      receiveCompletion: { self.receive(completion: $0) }
    )
  }
}
