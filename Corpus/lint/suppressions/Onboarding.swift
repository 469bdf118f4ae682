import ComposableArchitecture
import UIKit

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var page = 0
    var pages: [String] = []
    // tca-migrate:disable state-reference-type - the shared cache is immutable after launch
    var imageCache: NSCache<NSString, NSData>?
    // tca-migrate:enable state-reference-type
  }
  enum Action { case appeared, next }
}

final class OnboardingViewController: UIViewController {
  let store: StoreOf<Onboarding>
  let pageLabel = UILabel()

  init(store: StoreOf<Onboarding>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      pageLabel.text = "\(store.page + 1) of \(store.pages.count)"
      _ = store.imageCache
      // tca-migrate:disable:next send-in-observe - analytics only; the reducer ignores it
      store.send(.appeared)
      store.send(.next) // tca-migrate:disable:this send-in-observe
    }
    // tca-migrate:disable:next nested-observe // want "unused-suppression"
    view.backgroundColor = .systemBackground
    // tca-migrate:disable:next send-in-obsrve // want "unused-suppression"
    title = "Welcome"
  }
}
