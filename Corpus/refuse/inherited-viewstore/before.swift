// Case: the view store comes from a superclass declared in another file, so the tool cannot
// know how it was built. The chain is refused with the reason and the file is left untouched.
import Combine
import ComposableArchitecture
import UIKit

final class BannerViewController: FeatureViewController<Banner> {
  private let messageLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    viewStore.publisher.message // want "untranslatable-chain"
      .sink { [weak self] message in self?.messageLabel.text = message }
      .store(in: &cancellables)
  }
}
