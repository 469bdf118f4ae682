/// A publisher you can send into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to every current subscriber, synchronously, in subscription order.
  func send(_ value: Output)
  /// Ends every subscription; later subscribers get the completion immediately.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// Shared bookkeeping of the two subjects: subscribers in order, and the completion.
final class SubscriberList<Output, Failure: Error> {
  private var entries: [(id: Int, receiver: Receiver<Output, Failure>)] = []
  private var nextID = 0
  private(set) var completion: Subscribers.Completion<Failure>?

  func add(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    if let completion {
      receiver.receive(completion: completion)
      return AnyCancellable {}
    }
    let id = nextID
    nextID += 1
    entries.append((id, receiver))
    return AnyCancellable { [weak self] in
      receiver.stop()
      self?.entries.removeAll { $0.id == id }
    }
  }

  func send(_ value: Output) {
    guard completion == nil else { return }
    for entry in entries { entry.receiver.receive(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let current = entries
    entries.removeAll()
    for entry in current { entry.receiver.receive(completion: completion) }
  }
}

/// Relays sent values to current subscribers only, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  public init() {}

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    subscribers.add(receiver)
  }

  public func send(_ value: Output) { subscribers.send(value) }

  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// Holds a current value, delivers it on subscription and on every change, as Combine's
/// `CurrentValueSubject`. Setting `value` sends it (no deduplication).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  /// The current value; assigning sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  public init(_ value: Output) {
    self.value = value
  }

  public func attach(_ receiver: Receiver<Output, Failure>) -> AnyCancellable {
    if subscribers.completion == nil { receiver.receive(value) }
    return subscribers.add(receiver)
  }

  public func send(_ value: Output) { self.value = value }

  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}
