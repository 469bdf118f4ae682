import CombineStandIn
import TCAStandIn
import Testing
import UIKitStandIn

/// All runtime tests share `MainQueue.shared`, so they run one at a time.
@Suite(.serialized)
enum ReferenceRuntime {
  /// Runs leftovers of earlier tests so each test starts with an empty queue.
  static func freshQueue() {
    MainQueue.shared.drain(pumpingDispatchMain: false)
  }
}

/// A plain feature (not `@ObservableState`): the legacy style.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var label = ""
    var child: Child.State?
  }

  enum Action {
    case increment
    case setLabel(String)
    case noop
    case showChild(Bool)
    case child(Child.Action)
    case incrementTwiceViaEffect
    case loadLater(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case let .setLabel(label):
        state.label = label
        return .none
      case .noop:
        return .none
      case let .showChild(show):
        state.child = show ? Child.State() : nil
        return .none
      case .child:
        return .none
      case .incrementTwiceViaEffect:
        return .merge(.send(.increment), .send(.increment))
      case let .loadLater(value):
        return .run { send in
          await send(.setLabel("loaded \(value)"))
        }
      }
    }
    .ifLet(\.child, action: { .child($0) }) {
      Child()
    }
  }
}

/// A child feature for scoping and `ifLet`.
@Reducer
struct Child: Reducer {
  @ObservableState
  struct State: Equatable {
    var value = 0
  }

  enum Action {
    case bump
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.value += 1
    return .none
  }
}

/// An `@ObservableState` feature for `observe { }` tests.
@Reducer
struct Profile: Reducer {
  @ObservableState
  struct State {
    var name = "Ana"
    var age = 30
    var showAge = false
    var tags: [String] = []
    @ObservationStateIgnored var ignoredNote = ""
    @Presents var child: Child.State?
    var notEquatable = Box(value: 0)
  }

  /// A non-Equatable field: every processed action counts as a write.
  struct Box {
    var value: Int
  }

  enum Action {
    case setName(String)
    case setAge(Int)
    case setShowAge(Bool)
    case setNote(String)
    case setBox(Int)
    case presentChild(Bool)
    case child(PresentationAction<Child.Action>)
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setName(name): state.name = name
      case let .setAge(age): state.age = age
      case let .setShowAge(show): state.showAge = show
      case let .setNote(note): state.ignoredNote = note
      case let .setBox(value): state.notEquatable.value = value
      case let .presentChild(show): state.child = show ? Child.State() : nil
      case .child, .noop: break
      }
      return .none
    }
    .ifLet(\.$child, action: { .child($0) }) {
      Child()
    }
  }
}

/// Collects values a sink receives.
final class Recorder<Value> {
  var values: [Value] = []
  var cancellables: Set<AnyCancellable> = []

  func record<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
    publisher.sink { [unowned self] in self.values.append($0) }.store(in: &cancellables)
  }
}

/// Counts runs of an observe closure.
final class RunCounter: @unchecked Sendable {
  var runs = 0
}

/// A feature whose action starts a `.run` effect, for ordering tests.
@Reducer
struct Loader: Reducer {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
    var value = 0
  }

  enum Action {
    case load
    case loaded(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      state.isLoading = true
      return .run { send in await send(.loaded(42)) }
    case let .loaded(value):
      state.isLoading = false
      state.value = value
      return .none
    }
  }
}

/// A client injected with `@Dependency`.
struct GreetingClient: DependencyKey {
  var greet: @Sendable (String) async -> String
  static let liveValue = GreetingClient { "Hello, \($0)" }
}

extension DependencyValues {
  var greeting: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

/// A feature whose effect uses a dependency.
struct Greeter: Reducer {
  struct State: Equatable { var message = "" }
  enum Action { case greet(String), greeted(String) }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .greet(name):
      return .run { send in await send(.greeted(await greeting.greet(name))) }
    case let .greeted(message):
      state.message = message
      return .none
    }
  }
}
