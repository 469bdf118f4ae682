import ComposableArchitecture
import SwiftUI

struct SettingsView: View {
  @Bindable var store: StoreOf<SettingsFeature>
  @FocusState var focus: SettingsFeature.State.Field?

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $store.settings.notificationsEnabled)
        .focused($focus, equals: .notifications)
      Picker("Theme", selection: $store.settings.theme) {
        ForEach(Theme.allCases, id: \.self) { Text($0.rawValue) }
      }
      Button("Save") { store.send(.saveTapped) }
        .disabled(store.isSaving)
    }
    .bind($store.focus, to: $focus)
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
