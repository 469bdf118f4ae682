// Rules/state-selection-by-copy.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let stateSelectionByCopy = #"""
id: state-selection-by-copy
severity: warning
category: state
fixable: false
summary: a reducer State selects an element of its collection by a copy or an index instead of its ID

## rationale
A selection kept as a copy of an element is a second truth: edit the element in the list and
the selected copy still shows the old one. Kept as an index, it points at a different element
after an insert, a removal or a reorder, often one that arrived from the network in between.
An element's `ID` is the only reference that stays right: store `selectedID: Item.ID?` and
read the element from the collection when you need it.

## triggering
```swift
struct Contact: Equatable, Identifiable {
  let id: UUID
  var name: String
}

@Reducer
struct Contacts {
  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    var ↓selected: Contact?
    var ↓highlightedIndex: Int?
  }
  enum Action { case contactTapped(Contact.ID) }
}
```

## non-triggering
```swift
struct Contact: Equatable, Identifiable {
  let id: UUID
  var name: String
}

@Reducer
struct Contacts {
  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    var selectedID: Contact.ID?
    var selected: Contact? { selectedID.flatMap { contacts[id: $0] } }
  }
  enum Action { case contactTapped(Contact.ID) }
}
```
"""#
}
