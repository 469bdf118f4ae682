// Case: a file with a UTF-8 byte order mark and tab indentation; `guard let self = self`,
// an `[AnyCancellable]` array, `assign(to:on:)`. The BOM and the tabs are kept.
import ComposableArchitecture
import UIKit

@Reducer
struct Login {
	@ObservableState
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
	let emailField = UITextField()
	let submit = UIButton()

	init(store: StoreOf<Login>) {
		self.store = store
		super.init(nibName: nil, bundle: nil)
	}

	required init?(coder: NSCoder) { fatalError() }

	override func viewDidLoad() {
		super.viewDidLoad()
		observe { [weak self] in
			guard let self else { return }
			emailField.text = store.email // want "publisher-subscription"
			submit.isEnabled = store.isValid // want "publisher-subscription"
		}
	}
}
