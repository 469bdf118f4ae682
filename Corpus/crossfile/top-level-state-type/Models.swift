// Case file: a pre-@Reducer feature split into top-level `ClockState`/`ClockAction` types and a
// `ClockFeature: Reducer` conformance, in a file of its own. Migrating the directory adds
// @ObservableState to `ClockState` here (the store before.swift observes is
// `Store<ClockState, ClockAction>`); nothing else in this file changes.
import ComposableArchitecture

struct ClockState: Equatable { // want "observable-state"
  var timeText = "12:00"
  var is24Hour = false
  var alarmCount = 0
}

enum ClockAction {
  case formatToggled
  case minutePassed
  case alarmAdded
}

struct ClockFeature: Reducer {
  func reduce(into state: inout ClockState, action: ClockAction) -> Effect<ClockAction> {
    switch action {
    case .formatToggled:
      state.is24Hour.toggle()
      state.timeText = state.is24Hour ? "00:00" : "12:00"
      return .none
    case .minutePassed:
      state.timeText = state.is24Hour ? "00:01" : "12:01"
      return .none
    case .alarmAdded:
      state.alarmCount += 1
      return .none
    }
  }
}
