// Case: seed 004 (ContadorViewController) in the legacy style, with a stored ViewStore built in
// init next to the store. The two sinks merge into one observe block, the button's
// viewStore.send becomes store.send, and the viewStore property, the cancellables set and
// import Combine are removed; Contador.State gains @ObservableState.
import ComposableArchitecture
import UIKit

@Reducer
struct Contador {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var cuenta = 0
    var cargando = false
  }

  enum Action {
    case incrementarPulsado
    case sincronizarPulsado
    case datoRecibido(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementarPulsado:
        state.cuenta += 1
        return .none
      case .sincronizarPulsado:
        state.cargando = true
        return .none
      case let .datoRecibido(valor):
        state.cargando = false
        state.cuenta = valor
        return .none
      }
    }
  }
}

final class ContadorViewController: UIViewController {
  private let store: StoreOf<Contador>
  private let etiqueta = UILabel()
  private let indicador = UIActivityIndicatorView()
  private let incrementar = UIButton(type: .system)

  init(store: StoreOf<Contador>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    incrementar.setTitle("Incrementar", for: .normal)
    incrementar.addAction(
      UIAction { [weak self] _ in
        self?.store.send(.incrementarPulsado)
      },
      for: .touchUpInside
    )
    indicador.startAnimating()
    let pila = UIStackView(arrangedSubviews: [etiqueta, incrementar, indicador])
    pila.axis = .vertical
    view.addSubview(pila)

    observe { [weak self] in
      guard let self else { return }
      etiqueta.text = "\(store.cuenta)" // want "publisher-subscription"
      indicador.isHidden = !store.cargando // want "publisher-subscription"
    }
  }
}
