import CombineStandIn
import Foundation
import TCAStandIn
import Testing

extension ReferenceRuntime {
  /// Effects and the deterministic main queue.
  @Suite struct Effects {
    init() {
      ReferenceRuntime.freshQueue()
    }

    @Test func runEffectsRunWhenTheMainQueueDrains() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      viewStore.send(.loadLater(3))
      #expect(viewStore.label == "")
      MainQueue.shared.drain()
      #expect(viewStore.label == "loaded 3")
    }

    @Test func runEffectsRunAfterTheObserveReRunsOfTheirSend() {
      let store = Store(initialState: Loader.State()) { Loader() }
      let owner = NSObject()
      var drawn: [String] = []
      owner.observe { drawn.append("loading=\(store.isLoading) value=\(store.value)") }
      store.send(.load)
      MainQueue.shared.drain()
      #expect(drawn == ["loading=false value=0", "loading=true value=0", "loading=false value=42"])
    }

    @Test func dependenciesReachEffectsAndCanBeOverriddenPerStore() {
      let live = Store(initialState: Greeter.State()) { Greeter() }
      let overridden = Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.greeting = GreetingClient { "Hola, \($0)" }
      }
      live.send(.greet("Ana"))
      overridden.send(.greet("Ana"))
      MainQueue.shared.drain()
      #expect(live.withState(\.message) == "Hello, Ana")
      #expect(overridden.withState(\.message) == "Hola, Ana")
    }

    @Test func cancellableEffectsCanBeCancelled() {
      struct Feature: Reducer {
        struct State: Equatable { var log: [String] = [] }
        enum Action { case start, stop, tick }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .start:
            return .run { send in await send(.tick) }.cancellable(id: "timer")
          case .stop:
            return .cancel(id: "timer")
          case .tick:
            state.log.append("tick")
            return .none
          }
        }
      }
      let store = Store(initialState: Feature.State()) { Feature() }
      store.send(.start)
      store.send(.stop)
      MainQueue.shared.drain()
      store.send(.start)
      MainQueue.shared.drain()
      #expect(store.withState(\.log) == ["tick"])
    }

    @Test func receiveOnMainDefersDeliveryToTheDrain() {
      let subject = PassthroughSubject<Int, Never>()
      var values: [Int] = []
      let cancellable = subject.receive(on: DispatchQueue.main).sink { values.append($0) }
      subject.send(1)
      subject.send(2)
      #expect(values == [])
      MainQueue.shared.drain()
      #expect(values == [1, 2])
      _ = cancellable
    }

    @Test func debounceDeliversTheLastValueOfABurstOnTheDrain() {
      let subject = PassthroughSubject<String, Never>()
      var values: [String] = []
      let cancellable = subject
        .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .sink { values.append($0) }
      subject.send("a")
      subject.send("ab")
      MainQueue.shared.drain()
      #expect(values == ["ab"])
      _ = cancellable
    }
  }

  /// Combine stand-in basics.
  @Suite struct Combine {
    @Test func anyCancellableCancelsOnDeinit() {
      let subject = PassthroughSubject<Int, Never>()
      var values: [Int] = []
      var cancellable: AnyCancellable? = subject.sink { values.append($0) }
      subject.send(1)
      cancellable = nil
      subject.send(2)
      #expect(values == [1])
      _ = cancellable
    }

    @Test func operatorsComposeSynchronously() {
      let subject = CurrentValueSubject<Int, Never>(1)
      var values: [String] = []
      var keep: [AnyCancellable] = []
      subject
        .filter { $0 != 3 }
        .removeDuplicates()
        .dropFirst()
        .compactMap { $0 > 0 ? "\($0)" : nil }
        .sink { values.append($0) }
        .store(in: &keep)
      for value in [1, 2, 2, 3, -1, 4] { subject.send(value) }
      #expect(values == ["2", "4"])
    }

    @Test func combineLatestWaitsForBothThenEmitsOnEither() {
      let left = PassthroughSubject<Int, Never>()
      let right = CurrentValueSubject<String, Never>("a")
      var values: [String] = []
      let cancellable = left.combineLatest(right).sink { values.append("\($0)\($1)") }
      left.send(1)
      right.send("b")
      #expect(values == ["1a", "1b"])
      _ = cancellable
    }

    @Test func assignWritesThroughAKeyPath() {
      final class Target { var text: String? }
      let target = Target()
      let cancellable = Just<String?>("hi").assign(to: \.text, on: target)
      #expect(target.text == "hi")
      _ = cancellable
    }

    @Test func notificationCenterPublisherDeliversPostsSynchronously() {
      let name = Notification.Name("ReferenceRuntimeTests.ping")
      var count = 0
      var cancellable: AnyCancellable? = NotificationCenter.default.publisher(for: name).sink { _ in count += 1 }
      NotificationCenter.default.post(name: name, object: nil)
      cancellable = nil
      NotificationCenter.default.post(name: name, object: nil)
      #expect(count == 1)
      _ = cancellable
    }
  }
}
