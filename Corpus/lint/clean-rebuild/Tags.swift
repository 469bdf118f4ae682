import ComposableArchitecture
import SwiftUI
import UIKit

struct Tag: Equatable, Identifiable, Hashable {
  let id: UUID
  var name: String
}

@Reducer
struct TagsFeature {
  @ObservableState
  struct State: Equatable {
    var tags: IdentifiedArrayOf<Tag> = []
    var highlightedID: Tag.ID?
    var mode = RunLoop.Mode.common
    @ObservationStateIgnored var lastAnalyticsEvent = ""
  }
  enum Action { case tagTapped(Tag.ID), appeared(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tagTapped(id):
        state.highlightedID = id
        _ = state.mode
        return .none
      case let .appeared(event):
        state.lastAnalyticsEvent = event
        return .none
      }
    }
  }
}

final class TagsViewController: UIViewController {
  private let store: StoreOf<TagsFeature>
  private let stackView = UIStackView()
  private let countLabel = UILabel()
  private var seen: Set<Tag.ID> = []
  private var total = 0

  init(store: StoreOf<TagsFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(stackView)
    view.addSubview(countLabel)

    // Rebuilding from scratch repeats well: everything added was removed first.
    observe { [weak self] in
      guard let self else { return }
      stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
      for tag in store.tags {
        stackView.addArrangedSubview(TagChip(tag: tag, highlighted: tag.id == store.highlightedID))
      }
      total = 0
      for tag in store.tags { total += tag.name.count }
      countLabel.text = "\(total) characters"
      for tag in store.tags { seen.insert(tag.id) }
    }
  }
}

/// Built by the caller, not a UIKit class of this project.
func TagChip(tag: Tag, highlighted: Bool) -> UIView {
  let label = UILabel()
  label.text = tag.name
  label.font = highlighted ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 15)
  return label
}

struct TagsView: View {
  let store: StoreOf<TagsFeature>

  var body: some View {
    List(store.tags) { tag in
      Button(tag.name) { store.send(.tagTapped(tag.id)) }
    }
    .onAppear { store.send(.appeared(store.lastAnalyticsEvent)) }
  }
}
