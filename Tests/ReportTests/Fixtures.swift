/// Legacy feature files written for these tests (not in the corpus): a root feature whose State
/// holds a child feature's State and whose view controller pushes the child's, a child with one
/// chain `observe` cannot express, and a leaf view the child creates.
enum Fixtures {
  static let app = """
    import Combine
    import ComposableArchitecture
    import UIKit

    @Reducer
    struct AppFeature {
      struct State: Equatable {
        var title = "Home"
        var profile = ProfileFeature.State()
      }
      enum Action { case profile(ProfileFeature.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.profile, action: \\.profile) { ProfileFeature() }
      }
    }

    final class AppViewController: UIViewController {
      let store: StoreOf<AppFeature>
      private var cancellables: Set<AnyCancellable> = []

      init(store: StoreOf<AppFeature>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { fatalError() }

      override func viewDidLoad() {
        super.viewDidLoad()
        let viewStore = ViewStore(store, observe: { $0 })
        viewStore.publisher.title
          .sink { [weak self] title in self?.title = title }
          .store(in: &cancellables)
        let profile = ProfileViewController(store: store.scope(state: \\.profile, action: \\.profile))
        navigationController?.pushViewController(profile, animated: false)
      }
    }

    """

  static let profile = """
    import Combine
    import ComposableArchitecture
    import UIKit

    @Reducer
    struct ProfileFeature {
      struct State: Equatable {
        var name = ""
        var query = ""
      }
      enum Action { case queryChanged(String) }
    }

    final class ProfileViewController: UIViewController {
      let store: StoreOf<ProfileFeature>
      private let nameLabel = UILabel()
      private let header = ProfileHeaderView()
      private var cancellables: Set<AnyCancellable> = []

      init(store: StoreOf<ProfileFeature>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { fatalError() }

      override func viewDidLoad() {
        super.viewDidLoad()
        let viewStore = ViewStore(store, observe: { $0 })
        viewStore.publisher.name
          .removeDuplicates()
          .sink { [weak self] name in self?.nameLabel.text = name }
          .store(in: &cancellables)
        viewStore.publisher.query
          .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
          .sink { [weak self] query in self?.header.query = query }
          .store(in: &cancellables)
      }
    }

    """

  static let header = """
    import UIKit

    final class ProfileHeaderView: UIView {
      var query = ""
    }

    """

  static let unterminated = """
    import UIKit
    let greeting = "hello
    """
}
