import CombineStandIn
import Foundation
import TCAStandIn
import Testing

extension ReferenceRuntime {
  /// `observe { }` semantics (TCA ≥ 1.7 / swift-navigation), each pinned.
  @Suite struct Observe {
    let store = Store(initialState: Profile.State()) { Profile() }
    let owner = NSObject()
    let counter = RunCounter()

    init() {
      ReferenceRuntime.freshQueue()
    }

    @Test func runsImmediatelyAndSynchronously() {
      var seen: [String] = []
      owner.observe { [store] in seen.append(store.name) }
      #expect(seen == ["Ana"])
    }

    @Test func tracksExactlyTheFieldsItRead() {
      owner.observe { [store, counter] in
        _ = store.name
        counter.runs += 1
      }
      store.send(.setAge(31))
      MainQueue.shared.drain()
      #expect(counter.runs == 1)
      store.send(.setName("Bea"))
      MainQueue.shared.drain()
      #expect(counter.runs == 2)
    }

    @Test func equalWritesDoNotReRun() {
      owner.observe { [store, counter] in
        _ = store.name
        counter.runs += 1
      }
      store.send(.setName("Ana"))
      MainQueue.shared.drain()
      #expect(counter.runs == 1)
    }

    @Test func trackingIsPerBranchAndRebuiltEachRun() {
      owner.observe { [store, counter] in
        counter.runs += 1
        if store.showAge { _ = store.age } else { _ = store.name }
      }
      store.send(.setAge(40))
      MainQueue.shared.drain()
      #expect(counter.runs == 1)
      store.send(.setShowAge(true))
      MainQueue.shared.drain()
      #expect(counter.runs == 2)
      store.send(.setName("Cy"))
      MainQueue.shared.drain()
      #expect(counter.runs == 2)
      store.send(.setAge(41))
      MainQueue.shared.drain()
      #expect(counter.runs == 3)
    }

    @Test func reRunIsDeferredUntilTheMainQueueDrains() {
      var names: [String] = []
      owner.observe { [store] in names.append(store.name) }
      store.send(.setName("Bea"))
      #expect(names == ["Ana"])
      #expect(MainQueue.shared.pendingCount == 1)
      MainQueue.shared.drain()
      #expect(names == ["Ana", "Bea"])
    }

    @Test func severalChangesBeforeTheDrainCoalesceIntoOneReRun() {
      var names: [String] = []
      owner.observe { [store] in names.append("\(store.name) \(store.age)") }
      store.send(.setName("Bea"))
      store.send(.setAge(31))
      store.send(.setName("Cy"))
      MainQueue.shared.drain()
      #expect(names == ["Ana 30", "Cy 31"])
    }

    @Test func observationEndsWhenTheOwnerIsDeallocated() {
      var owner: NSObject? = NSObject()
      weak let weakOwner = owner
      owner?.observe { [store, counter] in
        _ = store.name
        counter.runs += 1
      }
      owner = nil
      #expect(weakOwner == nil)
      store.send(.setName("Bea"))
      MainQueue.shared.drain()
      #expect(counter.runs == 1)
    }

    @Test func freeFunctionTokenEndsWhenReleased() {
      var token: ObserveToken? = observe { [store, counter] in
        _ = store.name
        counter.runs += 1
      }
      store.send(.setName("Bea"))
      MainQueue.shared.drain()
      #expect(counter.runs == 2)
      token = nil
      store.send(.setName("Cy"))
      MainQueue.shared.drain()
      #expect(counter.runs == 2)
      _ = token
    }

    @Test func ignoredFieldsAreNotTracked() {
      owner.observe { [store, counter] in
        _ = store.ignoredNote
        counter.runs += 1
      }
      store.send(.setNote("changed"))
      MainQueue.shared.drain()
      #expect(counter.runs == 1)
      #expect(store.ignoredNote == "changed")
    }

    @Test func nonEquatableFieldsCountAsWrittenOnEverySend() {
      owner.observe { [store, counter] in
        _ = store.notEquatable
        counter.runs += 1
      }
      store.send(.noop)
      MainQueue.shared.drain()
      #expect(counter.runs == 2)
    }

    @Test func optionalScopeTracksPresenceNotChildFields() {
      var presented: [Bool] = []
      owner.observe { [store] in
        presented.append(store.scope(state: \.child, action: { .child($0) }) != nil)
      }
      store.send(.presentChild(true))
      MainQueue.shared.drain()
      store.send(.child(.presented(.bump)))
      MainQueue.shared.drain()
      #expect(presented == [false, true])
      let child = store.scope(state: \.child, action: { .child($0) })
      #expect(child?.value == 1)
      child?.send(.bump)
      #expect(store.child?.value == 2)
    }

    @Test func childStoreFieldsAreTracked() {
      store.send(.presentChild(true))
      let child = store.scope(state: \.child, action: { .child($0) })!
      var values: [Int] = []
      owner.observe { values.append(child.value) }
      child.send(.bump)
      MainQueue.shared.drain()
      #expect(values == [0, 1])
    }
  }
}
