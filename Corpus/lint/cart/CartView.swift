import ComposableArchitecture
import SwiftUI

struct CartView: View {
  let store: StoreOf<Cart>
  @State private var coupon = "" // want "reducer-logic-in-view"

  var body: some View {
    List {
      ForEach(store.items) { item in
        Stepper("\(item.name) × \(item.quantity)", value: Binding(
          get: { item.quantity },
          set: { store.send(.quantityChanged(item.id, $0)) }
        ))
        .swipeActions { Button("Edit") { store.send(.editTapped(item.id)) } }
      }
      if let editing = store.editingItem { Text("Editing \(editing.name)") }
      TextField("Coupon", text: $coupon)
        .onSubmit {
          if !coupon.isEmpty && store.coupon != coupon { // want "reducer-logic-in-view"
            store.send(.couponEntered(coupon))
          }
        }
      Text("Total: \(store.total.description)")
      Button("Pay") { store.send(.checkoutTapped) }
    }
  }
}
