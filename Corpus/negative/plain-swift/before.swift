// Case: negative. Plain Swift with Combine and no TCA: a small model and a class that keeps
// its own cancellables set. Nothing here is a store or a ViewStore, so the tool must report
// nothing and change nothing (the cancellables set and import Combine are in use).
import Combine
import Foundation

struct Temperature: Equatable {
  var celsius: Double

  var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

final class Thermostat {
  let readings = PassthroughSubject<Temperature, Never>()
  private(set) var latest = Temperature(celsius: 20)
  private var cancellables: Set<AnyCancellable> = []

  init() {
    readings
      .sink { [weak self] reading in self?.latest = reading }
      .store(in: &cancellables)
  }

  func record(_ celsius: Double) {
    readings.send(Temperature(celsius: celsius))
  }
}

func firstValue() -> Int {
  var result = 0
  let cancellable = Just(1)
    .map { $0 * 2 }
    .sink { value in result = value }
  cancellable.cancel()
  return result
}
