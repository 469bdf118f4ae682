// Case: a file with a UTF-8 byte order mark and tab indentation; `guard let self = self`,
// an `[AnyCancellable]` array, `assign(to:on:)`. The BOM and the tabs are kept.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Login {
	struct State: Equatable { // want "observable-state"
		var email = ""
		var isValid = false
	}
	enum Action { case submit }
	var body: some ReducerOf<Self> {
	  Reduce { _, _ in .none }
	}
}

final class LoginViewController: UIViewController {
	let store: StoreOf<Login>
	var cancellables: [AnyCancellable] = [] // want "unused-cancellables"
	let emailField = UITextField()
	let submit = UIButton()

	init(store: StoreOf<Login>) {
		self.store = store
		super.init(nibName: nil, bundle: nil)
	}

	required init?(coder: NSCoder) { fatalError() }

	override func viewDidLoad() {
		super.viewDidLoad()
		let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"
		viewStore.publisher.email // want "publisher-subscription"
			.sink { [weak self] email in
				guard let self = self else { return }
				self.emailField.text = email
			}
			.store(in: &cancellables)
		viewStore.publisher.isValid // want "publisher-subscription"
			.assign(to: \.isEnabled, on: submit)
			.store(in: &cancellables)
	}
}
