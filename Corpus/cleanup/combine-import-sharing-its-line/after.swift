// Case: `import Combine` shares its line with another import. The two sinks in viewDidLoad
// merge into one observe block, Perfil.State gains @ObservableState, and the ViewStore local and
// the cancellables set are removed; the import line is left as it is (only an import whose
// removal cannot change how the rest of the line lexes is removed), so nothing reports it.
import Combine; import ComposableArchitecture
import UIKit

@Reducer
struct Perfil {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var nombre = ""
    var esVerificado = false
    var puedeGuardar = false
    var titulo = "Perfil"
  }

  enum Action {
    case nombreCambiado(String)
    case verificacionRecibida(Bool)
    case guardarPulsado
    case guardadoTerminado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.nombre = nombre
        state.puedeGuardar = !nombre.isEmpty
        return .none
      case let .verificacionRecibida(verificado):
        state.esVerificado = verificado
        return .none
      case .guardarPulsado:
        state.puedeGuardar = false
        return .none
      case .guardadoTerminado:
        state.puedeGuardar = !state.nombre.isEmpty
        return .none
      }
    }
  }
}

final class PerfilViewController: UIViewController {
  private let store: StoreOf<Perfil>
  private let nombre = UILabel()
  private let insignia = UILabel()
  private let guardar = UIButton(type: .system)

  init(store: StoreOf<Perfil>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    configurarJerarquia()

    observe { [weak self] in
      guard let self else { return }
      nombre.text = store.nombre // want "publisher-subscription"
      guardar.isEnabled = store.puedeGuardar // want "publisher-subscription"
    }
  }

  private func configurarJerarquia() {
    insignia.text = "Verificado"
    guardar.setTitle("Guardar", for: .normal)
    let pila = UIStackView(arrangedSubviews: [nombre, insignia, guardar])
    pila.axis = .vertical
    pila.spacing = 8
    view.addSubview(pila)
  }
}
