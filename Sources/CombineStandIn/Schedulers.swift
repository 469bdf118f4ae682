import Foundation

/// Where `receive(on:)` delivers, with the shape of Combine's `Scheduler`.
///
/// Contract: in the reference runtime every scheduler except `ImmediateScheduler` delivers on
/// `MainQueue.shared` (deterministic; background queues are not simulated).
public protocol Scheduler {
  /// Runs `action` later (or now, for `ImmediateScheduler`).
  func enqueueDelivery(_ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  /// Enqueues on `MainQueue.shared`, whatever the queue (see `Scheduler`).
  public func enqueueDelivery(_ action: @escaping () -> Void) {
    MainQueue.shared.enqueue(action)
  }
}

extension RunLoop: Scheduler {
  /// Enqueues on `MainQueue.shared`.
  public func enqueueDelivery(_ action: @escaping () -> Void) {
    MainQueue.shared.enqueue(action)
  }
}

extension OperationQueue: Scheduler {
  /// Enqueues on `MainQueue.shared`.
  public func enqueueDelivery(_ action: @escaping () -> Void) {
    MainQueue.shared.enqueue(action)
  }
}

/// Delivers synchronously, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The scheduler.
  public static let shared = ImmediateScheduler()

  public func enqueueDelivery(_ action: @escaping () -> Void) { action() }
}

/// A scheduler time interval (`.milliseconds(300)`, `.seconds(1)`, `0.5`).
///
/// Contract: the reference runtime does not simulate time; intervals are recorded but
/// time-based operators treat "later" as "on the next `MainQueue` drain".
public struct SchedulerStride: Comparable, Hashable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The interval in seconds.
  public var seconds: Double

  public init(seconds: Double) { self.seconds = seconds }
  public init(floatLiteral value: Double) { self.seconds = value }
  public init(integerLiteral value: Int) { self.seconds = Double(value) }

  public static func seconds(_ value: Int) -> Self { Self(seconds: Double(value)) }
  public static func seconds(_ value: Double) -> Self { Self(seconds: value) }
  public static func milliseconds(_ value: Int) -> Self { Self(seconds: Double(value) / 1e3) }
  public static func microseconds(_ value: Int) -> Self { Self(seconds: Double(value) / 1e6) }
  public static func nanoseconds(_ value: Int) -> Self { Self(seconds: Double(value) / 1e9) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.seconds < rhs.seconds }
}

extension Publisher {
  /// Delivers values and completion through `scheduler` (for `DispatchQueue.main` and
  /// `RunLoop.main`: later, on `MainQueue.shared`), preserving order.
  public func receive<S: Scheduler>(on scheduler: S, options: Never? = nil) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      self.attach(Receiver(
        receiveValue: { value in scheduler.enqueueDelivery { downstream.receive(value) } },
        receiveCompletion: { completion in
          scheduler.enqueueDelivery { downstream.receive(completion: completion) }
        }
      ))
    }
  }

  /// Simplified debounce: the last value of a burst is delivered on the next `MainQueue`
  /// drain (the harness's "later"); `dueTime` is not simulated.
  public func debounce<S: Scheduler>(
    for dueTime: SchedulerStride,
    scheduler: S,
    options: Never? = nil
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      var generation = 0
      return self.attach(Receiver(
        receiveValue: { value in
          generation += 1
          let mine = generation
          MainQueue.shared.enqueue {
            if mine == generation { downstream.receive(value) }
          }
        },
        receiveCompletion: { completion in
          MainQueue.shared.enqueue { downstream.receive(completion: completion) }
        }
      ))
    }
  }

  /// Simplified throttle: at most one value per `MainQueue` drain, the latest (or the first
  /// with `latest: false`).
  public func throttle<S: Scheduler>(
    for interval: SchedulerStride,
    scheduler: S,
    latest: Bool
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      var pending: Output?
      var scheduled = false
      return self.attach(Receiver(
        receiveValue: { value in
          if latest || pending == nil { pending = value }
          guard !scheduled else { return }
          scheduled = true
          MainQueue.shared.enqueue {
            scheduled = false
            if let value = pending {
              pending = nil
              downstream.receive(value)
            }
          }
        },
        receiveCompletion: { completion in
          MainQueue.shared.enqueue { downstream.receive(completion: completion) }
        }
      ))
    }
  }

  /// Simplified delay: every value is delivered on the next `MainQueue` drain, in order.
  public func delay<S: Scheduler>(
    for interval: SchedulerStride,
    scheduler: S,
    options: Never? = nil
  ) -> AnyPublisher<Output, Failure> {
    receive(on: DispatchQueue.main)
  }
}
