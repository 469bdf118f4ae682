/// Value operators with Combine's names and meaning; each returns an `AnyPublisher` and keeps
/// per-subscription state (so two subscribers never share a `removeDuplicates` memory).
extension Publisher {
  /// Transforms each value (also accepts a key path, e.g. `.map(\.count)`).
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher { downstream in
      self.attach(downstream.relaying { downstream.receive(transform($0)) })
    }
  }

  /// Transforms each value and drops the nils.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    AnyPublisher { downstream in
      self.attach(downstream.relaying { value in
        if let mapped = transform(value) { downstream.receive(mapped) }
      })
    }
  }

  /// Passes on only the values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      self.attach(downstream.relaying { value in
        if isIncluded(value) { downstream.receive(value) }
      })
    }
  }

  /// Drops a value when `isDuplicate(previous, value)` holds for the last value passed on.
  public func removeDuplicates(
    by isDuplicate: @escaping (Output, Output) -> Bool
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      var last: Output?
      return self.attach(downstream.relaying { value in
        if let previous = last, isDuplicate(previous, value) { return }
        last = value
        downstream.receive(value)
      })
    }
  }

  /// Skips the first `count` values (for example the value sent on subscription).
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      var remaining = count
      return self.attach(downstream.relaying { value in
        if remaining > 0 {
          remaining -= 1
        } else {
          downstream.receive(value)
        }
      })
    }
  }

  /// Passes on the first `maxLength` values, then finishes.
  public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      var remaining = maxLength
      if remaining <= 0 { downstream.receive(completion: .finished) }
      return self.attach(downstream.relaying { value in
        guard remaining > 0 else { return }
        remaining -= 1
        downstream.receive(value)
        if remaining == 0 { downstream.receive(completion: .finished) }
      })
    }
  }

  /// Passes on the first value, then finishes.
  public func first() -> AnyPublisher<Output, Failure> {
    prefix(1)
  }

  /// Passes on running results of `nextPartialResult`.
  public func scan<T>(
    _ initialResult: T,
    _ nextPartialResult: @escaping (T, Output) -> T
  ) -> AnyPublisher<T, Failure> {
    AnyPublisher { downstream in
      var accumulated = initialResult
      return self.attach(downstream.relaying { value in
        accumulated = nextPartialResult(accumulated, value)
        downstream.receive(accumulated)
      })
    }
  }

  /// Runs side effects for values and completions, passing everything on unchanged.
  public func handleEvents(
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil
  ) -> AnyPublisher<Output, Failure> {
    AnyPublisher { downstream in
      let upstream = self.attach(Receiver(
        receiveValue: { receiveOutput?($0); downstream.receive($0) },
        receiveCompletion: { receiveCompletion?($0); downstream.receive(completion: $0) }
      ))
      return AnyCancellable {
        receiveCancel?()
        upstream.cancel()
      }
    }
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal (`==`) to the last value passed on.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> {
    removeDuplicates(by: ==)
  }
}

extension Publisher where Failure == Never {
  /// Changes the declared failure type; nothing can fail.
  public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
    AnyPublisher { downstream in
      self.attach(Receiver(
        receiveValue: { downstream.receive($0) },
        receiveCompletion: { _ in downstream.receive(completion: .finished) }
      ))
    }
  }
}

extension Publisher {
  /// Replaces a failure with one last value and finishes.
  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
    AnyPublisher { downstream in
      self.attach(Receiver(
        receiveValue: { downstream.receive($0) },
        receiveCompletion: { completion in
          if case .failure = completion { downstream.receive(output) }
          downstream.receive(completion: .finished)
        }
      ))
    }
  }
}
