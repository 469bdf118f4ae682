import CombineStandIn
import TCAStandIn
import Testing

extension ReferenceRuntime {
  /// The legacy publishers' deduplication and emit-on-subscription rules (TCA-FACTS.md).
  @Suite struct Publishers {
    @Test func publisherFieldDeduplicatesEquatableValues() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      let viewStoreCounts = Recorder<Int>()
      let storeCounts = Recorder<Int>()
      viewStoreCounts.record(viewStore.publisher.count)
      storeCounts.record(store.publisher.count)
      store.send(.setLabel("a"))
      store.send(.noop)
      store.send(.increment)
      store.send(.setLabel("b"))
      #expect(viewStoreCounts.values == [0, 1])
      #expect(storeCounts.values == [0, 1])
    }

    @Test func viewStorePublisherDeduplicatesWholeStateByEquality() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      let states = Recorder<Counter.State>()
      states.record(viewStore.publisher)
      store.send(.noop)
      store.send(.setLabel(""))
      store.send(.increment)
      #expect(states.values.map(\.count) == [0, 1])
    }

    @Test func viewStoreCustomRemoveDuplicates() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0.count }, removeDuplicates: { _, _ in true })
      let counts = Recorder<Int>()
      counts.record(viewStore.publisher)
      store.send(.increment)
      #expect(counts.values == [0])
      #expect(viewStore.state == 0)
    }

    @Test func storePublisherDoesNotDeduplicate() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let states = Recorder<Counter.State>()
      states.record(store.publisher)
      store.send(.noop)
      store.send(.noop)
      #expect(states.values.count == 3)
    }

    @Test func everyPublisherEmitsOnSubscription() {
      let store = Store(initialState: Counter.State(count: 7)) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      var received: [String] = []
      var keep: [AnyCancellable] = []
      store.publisher.sink { _ in received.append("store.publisher") }.store(in: &keep)
      store.publisher.count.sink { _ in received.append("store.publisher.count") }.store(in: &keep)
      viewStore.publisher.sink { _ in received.append("viewStore.publisher") }.store(in: &keep)
      viewStore.publisher.count.sink { _ in received.append("viewStore.publisher.count") }.store(in: &keep)
      CurrentValueSubject<Int, Never>(1).sink { _ in received.append("CurrentValueSubject") }.store(in: &keep)
      Just(1).sink { _ in received.append("Just") }.store(in: &keep)
      #expect(received == [
        "store.publisher", "store.publisher.count", "viewStore.publisher",
        "viewStore.publisher.count", "CurrentValueSubject", "Just",
      ])
    }

    @Test func localViewStoreKeepsWorkingThroughItsSubscriptions() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let counts = Recorder<Int>()
      do {
        let viewStore = ViewStore(store, observe: { $0 })
        counts.record(viewStore.publisher.count)
      }
      store.send(.increment)
      #expect(counts.values == [0, 1])
    }

    @Test func mapAddsNoDeduplication() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      let counts = Recorder<Int>()
      counts.record(viewStore.publisher.map(\.count))
      store.send(.setLabel("x"))
      #expect(counts.values == [0, 0])
    }

    @Test func sendEffectsAreProcessedInTheSameSend() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let states = Recorder<Int>()
      states.record(store.publisher.map(\.count))
      store.send(.incrementTwiceViaEffect)
      #expect(states.values == [0, 2])
    }
  }

  /// `Store.ifLet(then:else:)`.
  @Suite struct IfLet {
    @Test func ifLetElseRunsImmediatelyWhenNil() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var events: [String] = []
      let cancellable = store.scope(state: \.child, action: { .child($0) })
        .ifLet(then: { _ in events.append("then") }, else: { events.append("else") })
      #expect(events == ["else"])
      _ = cancellable
    }

    @Test func ifLetFiresOnNilnessFlipsOnly() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var events: [String] = []
      var children: [Store<Child.State, Child.Action>] = []
      var keep: Set<AnyCancellable> = []
      store.scope(state: \.child, action: { .child($0) })
        .ifLet(
          then: { child in
            events.append("then")
            children.append(child)
          },
          else: { events.append("else") }
        )
        .store(in: &keep)
      store.send(.showChild(true))
      store.send(.child(.bump))
      store.send(.increment)
      store.send(.showChild(true))
      #expect(events == ["else", "then"])
      #expect(children.first?.withState(\.value) == 0)
      store.send(.showChild(false))
      store.send(.noop)
      store.send(.showChild(true))
      #expect(events == ["else", "then", "else", "then"])
      children.last?.send(.bump)
      #expect(children.last?.withState(\.value) == 1)
    }
  }
}
