// Case: the view store comes from a superclass, so the tool cannot know how this screen's
// store is typed or built. The chain is refused with the reason and the file is left untouched.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Banner {
  struct State: Equatable {
    var message = ""
  }
  enum Action { case dismissTapped }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// The shared base class the app's screens inherit their view store from (in a real app it
/// lives in another file; the tool only trusts what a class declares itself).
class FeatureViewController<Feature: Reducer>: UIViewController where Feature.State: Equatable {
  let viewStore: ViewStore<Feature.State, Feature.Action>
  var cancellables: Set<AnyCancellable> = []

  init(store: Store<Feature.State, Feature.Action>) {
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }
}

final class BannerViewController: FeatureViewController<Banner> {
  private let messageLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    viewStore.publisher.message // want "untranslatable-chain"
      .sink { [weak self] message in self?.messageLabel.text = message }
      .store(in: &cancellables)
  }
}
