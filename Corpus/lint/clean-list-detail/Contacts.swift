import ComposableArchitecture
import Foundation

struct Contact: Equatable, Identifiable, Sendable {
  let id: UUID
  var name: String
  var phone: String
}

@Reducer
struct ContactsFeature {
  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    var selectedID: Contact.ID?
    var isLoading = false
    @Presents var detail: ContactDetailFeature.State?
    @ObservationStateIgnored var requestCount = 0

    var selected: Contact? { selectedID.flatMap { contacts[id: $0] } }
  }

  enum Action {
    case onAppear
    case contactsLoaded([Contact])
    case contactTapped(Contact.ID)
    case deleteTapped(Contact.ID)
    case detail(PresentationAction<ContactDetailFeature.Action>)
  }

  @Dependency(\.contactsClient) var contactsClient
  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        // Bookkeeping no view draws: out of observation on purpose.
        guard state.requestCount < 3 else { return .none }
        state.isLoading = true
        state.requestCount += 1
        return .run { send in
          await send(.contactsLoaded(try await contactsClient.fetch()))
        }
      case let .contactsLoaded(contacts):
        state.isLoading = false
        state.contacts = IdentifiedArray(uniqueElements: contacts)
        return .none
      case let .contactTapped(id):
        state.selectedID = id
        guard let contact = state.contacts[id: id] else { return .none }
        state.detail = ContactDetailFeature.State(contact: contact)
        return .none
      case let .deleteTapped(id):
        state.contacts.remove(id: id)
        if state.selectedID == id { state.selectedID = nil }
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      ContactDetailFeature()
    }
  }
}

@Reducer
struct ContactDetailFeature {
  @ObservableState
  struct State: Equatable {
    var contact: Contact
  }
  enum Action { case callTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .callTapped:
        print(state.contact.phone)
        return .none
      }
    }
  }
}
