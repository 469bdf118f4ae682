import ComposableArchitecture
import Foundation

struct Order: Equatable, Identifiable, Codable {
  let id: Int
  var total: Decimal
  var status: Status
  enum Status: String, Codable { case pending, shipped, delivered }
}

final class OrderFormatter {
  func string(for order: Order) -> String { "#\(order.id)" }
}

@Reducer
struct OrdersFeature {
  @ObservableState
  struct State: Equatable {
    var orders: IdentifiedArrayOf<Order> = []
    var filter: Order.Status?
    var highlighted: Order? // want "state-selection-by-copy"
    var formatter = OrderFormatter() // want "state-reference-type"
    var pollingTimer: Timer? // want "state-reference-type"
    var ordersService: OrdersService // want "state-dependency"
    var onOrderOpened: ((Order.ID) -> Void)? // want "state-closure"
    var sortAscending = true // want "state-dead-field"
    var page = 1

    static func == (lhs: State, rhs: State) -> Bool {
      lhs.orders == rhs.orders && lhs.filter == rhs.filter && lhs.sortAscending == rhs.sortAscending && lhs.page == rhs.page
    }
  }
  enum Action { case orderTapped(Order.ID), nextPage, filterChanged(Order.Status?) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .orderTapped(id):
        state.highlighted = state.orders[id: id]
        state.onOrderOpened?(id)
        return .none
      case .nextPage:
        state.page += 1
        return .run { [page = state.page, service = state.ordersService] _ in _ = try await service.fetch(page: page) }
      case let .filterChanged(status):
        state.filter = status
        state.pollingTimer?.invalidate()
        return .none
      }
    }
  }
}
