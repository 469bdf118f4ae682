import SwiftScan
import Testing
@testable import Migrate

/// How `FileModel` reads a view store's construction: `ViewStore(base, observe: { $0 })`, most
/// view stores, is read off its tokens, and every other form through the call's argument list.
/// Both must give the same base store and observation, around the edges of the short form.
@Suite("view store construction")
struct ViewStoreConstructionTests {
  /// The base store and observation of the one view store `construction` builds in a screen.
  private func read(_ construction: String) -> (base: String?, observation: ViewStoreObservation)? {
    let source = """
    import ComposableArchitecture
    import UIKit

    final class ScreenViewController: UIViewController {
      let store: StoreOf<Screen>

      override func viewDidLoad() {
        super.viewDidLoad()
        let viewStore = \(construction)
        viewStore.send(.tapped)
      }
    }
    """
    let model = FileModel(file: ScannedFile(source))
    guard let decl = model.owners.first?.viewStores.first else { return nil }
    return (decl.baseStore, decl.observation)
  }

  @Test func theShortFormObservesTheWholeState() {
    for construction in ["ViewStore(store, observe: { $0 })", "ViewStore(store,observe:{$0})",
                         "ViewStore(store /* the screen's */, observe: { $0 })", "ViewStore(\n  store,\n  observe: { $0 }\n)"] {
      let read = read(construction)
      #expect(read?.base == "store", "\(construction)")
      #expect(read?.observation == .wholeState, "\(construction)")
    }
    let qualified = read("ViewStore(self.store, observe: { $0 })")
    #expect(qualified?.base == "self.store")
    #expect(qualified?.observation == .wholeState)
  }

  @Test func otherFormsAreReadFromTheirArguments() {
    let trailingComma = read("ViewStore(store, observe: { $0 },)")
    #expect(trailingComma?.base == "store")
    #expect(trailingComma?.observation == .wholeState)
    let identity = read("ViewStore(store, observe: { state in state })")
    #expect(identity?.base == "store")
    #expect(identity?.observation == .wholeState)
    #expect(read("ViewStore(store: store, observe: { $0 })")?.observation == .unsupported("the view store is built without a store argument"))
    #expect(read("ViewStore(store, observe: { $0 }, send: Screen.Action.init)")?.observation
      == .unsupported("the view store maps its actions with 'send:' but observes the whole state; migrate its sends by hand"))
    let scoped = read("ViewStore(store.scope(state: \\.child, action: \\.child), observe: { $0 })")
    #expect(scoped?.base == "store.scope(state:\\.child,action:\\.child)")
    if case .unsupported = scoped?.observation {} else { Issue.record("a scoped store is not the screen's") }
    #expect(read("ViewStore(store)")?.observation
      == .unsupported("pre-1.0 'ViewStore(store)' observes the whole state without 'observe:'; add 'observe: { $0 }' first"))
    if case .unsupported = read("ViewStore(store, observe: { $0.count })")?.observation {} else {
      Issue.record("a closure that is not the identity is a view state")
    }
  }
}
