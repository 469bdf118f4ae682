import ComposableArchitecture
import MapKit
import UIKit

struct Place: Equatable, Identifiable {
  let id: String
  var title: String
  var latitude: Double
  var longitude: Double
}

@Reducer
struct MapFeature {
  @ObservableState
  struct State: Equatable {
    var places: [Place] = [] // want "state-identified-array"
    var selectedPlaceID: Place.ID?
    var isTracking = false
    var locationManager: CLLocationManager? // want "state-reference-type"
  }
  enum Action { case placeSelected(Place.ID?), trackingToggled, regionChanged }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .placeSelected(id):
        state.selectedPlaceID = id
        return .none
      case .trackingToggled:
        state.isTracking.toggle()
        state.locationManager?.startUpdatingLocation()
        return .none
      case .regionChanged:
        return .none
      }
    }
  }
}

final class MapViewController: UIViewController, MKMapViewDelegate {
  private let store: StoreOf<MapFeature>
  private let mapView = MKMapView()
  private let trackButton = UIButton(type: .system)

  init(store: StoreOf<MapFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.delegate = self
    view.addSubview(mapView)
    view.addSubview(trackButton)
    trackButton.addAction(UIAction { [weak self] _ in self?.store.send(.trackingToggled) }, for: .touchUpInside)

    observe { [weak self] in
      guard let self else { return }
      mapView.removeAnnotations(mapView.annotations)
      for place in store.places {
        let annotation = MKPointAnnotation()
        annotation.title = place.title
        annotation.coordinate = CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude)
        mapView.addAnnotation(annotation)
      }
      trackButton.isSelected = store.isTracking
      mapView.showsUserLocation = store.isTracking
    }

    observe { [weak self] in
      guard let self else { return }
      guard let id = store.selectedPlaceID,
            let annotation = mapView.annotations.first(where: { $0.title == store.places.first { $0.id == id }?.title }) else { return }
      mapView.selectAnnotation(annotation, animated: true)
    }
  }

  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
    let id = store.places.first { $0.title == view.annotation?.title }?.id
    store.send(.placeSelected(id))
  }

  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    if store.isTracking { // want "reducer-logic-in-view"
      store.send(.regionChanged)
    }
  }
}
