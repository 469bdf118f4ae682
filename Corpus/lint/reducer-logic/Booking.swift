import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Booking {
  @ObservableState
  struct State: Equatable {
    var date = Date() // want "state-dead-field"
    var guests = 1
    var isAvailable = false
    var isConfirmed = false
  }
  enum Action {
    case confirm
    case showUnavailable
    case guestsChanged(Int)
    case checkAvailability
    case reminderFired
  }
}

final class BookingViewController: UIViewController {
  let store: StoreOf<Booking>
  var isConfirmed = false // want "reducer-logic-in-view"
  let confirmButton = UIButton()
  @Dependency(\.calendarClient) var calendar // want "reducer-logic-in-view"

  init(store: StoreOf<Booking>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    confirmButton.addAction(UIAction { [weak self] _ in
      guard let self else { return }
      if store.isAvailable { // want "reducer-logic-in-view"
        store.send(.confirm)
      } else {
        store.send(.showUnavailable)
      }
    }, for: .touchUpInside)
    observe { [weak self] in
      guard let self else { return }
      confirmButton.isEnabled = store.isAvailable && !store.isConfirmed
    }
  }

  @objc func guestsStepperChanged(_ stepper: UIStepper) {
    guard Int(stepper.value) != store.guests else { return } // want "reducer-logic-in-view"
    store.send(.guestsChanged(Int(stepper.value)))
  }

  @objc func checkTapped() {
    let request = URLRequest(url: URL(string: "https://example.com/availability")!)
    URLSession.shared.dataTask(with: request) { [weak self] data, _, _ in // want "reducer-logic-in-view"
      guard data != nil else { return }
      DispatchQueue.main.async { self?.store.send(.checkAvailability) } // want "reducer-logic-in-view"
    }.resume()
  }

  @objc func remindTapped() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 60) { [weak self] in // want "reducer-logic-in-view"
      self?.store.send(.reminderFired)
    }
    Task { await store.send(.checkAvailability).finish() }
    UserDefaults.standard.set(store.guests, forKey: "lastGuests") // want "reducer-logic-in-view"
  }
}

struct BookingView: View {
  let store: StoreOf<Booking>
  @State private var guests = 1 // want "reducer-logic-in-view"

  var body: some View {
    Stepper("Guests \(store.guests)", value: $guests)
    Button("Confirm") {
      switch store.guests { // want "reducer-logic-in-view"
      case 0: break
      default: store.send(.confirm)
      }
    }
  }
}
