import Foundation

/// `NotificationCenter.default.publisher(for:)`, as Combine adds it to Foundation.
extension NotificationCenter {
  /// Emits each matching notification synchronously when it is posted; never finishes.
  /// Cancelling removes the observer.
  public func publisher(
    for name: Notification.Name,
    object: AnyObject? = nil
  ) -> AnyPublisher<Notification, Never> {
    AnyPublisher { downstream in
      let box = UncheckedBox(downstream)
      let token = self.addObserver(forName: name, object: object, queue: nil) { note in
        box.value.receive(note)
      }
      let center = UncheckedBox(self)
      let tokenBox = UncheckedBox(token)
      return AnyCancellable {
        downstream.stop()
        center.value.removeObserver(tokenBox.value)
      }
    }
  }
}

/// Carries a non-Sendable value into a `@Sendable` closure; the runtime is single-threaded.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
