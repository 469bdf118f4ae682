import ComposableArchitecture
import Foundation

struct CartItem: Equatable, Identifiable {
  let id: UUID
  var name: String
  var quantity: Int
  var price: Decimal
}

final class PaymentSheet {
  func present() {}
}

@Reducer
struct Cart {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<CartItem> = []
    var coupon: String?
    var editingItem: CartItem? // want "state-selection-by-copy"
    var paymentSheet: PaymentSheet? // want "state-reference-type"
    var checkoutHandler: (@MainActor (Decimal) async -> Void)? // want "state-closure"
    var total: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
  }
  enum Action {
    case quantityChanged(CartItem.ID, Int)
    case editTapped(CartItem.ID)
    case couponEntered(String)
    case checkoutTapped
  }
  @Dependency(\.paymentsClient) var payments
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .quantityChanged(id, quantity):
        state.items[id: id]?.quantity = quantity
        return .none
      case let .editTapped(id):
        state.editingItem = state.items[id: id]
        return .none
      case let .couponEntered(code):
        state.coupon = code
        return .none
      case .checkoutTapped:
        state.paymentSheet?.present()
        return .run { [total = state.total, handler = state.checkoutHandler] _ in
          try await payments.charge(total)
          await handler?(total)
        }
      }
    }
  }
}
