import Foundation
import Testing
@testable import Verify

@Suite("Verify: compile copy, scenarios, traces")
struct VerifyUnitTests {
  @Test func compileCopyAddsReducerConformanceAndKeepsLines() throws {
    let source = """
      @Reducer
      struct Feature {
        @Reducer struct Child: Sendable {}
      }
      // @Reducer struct NotThis {}
      let s = "@Reducer struct Nor {}"
      let scoped = store.scope(state: \\.child, action: \\.child.inner)
      button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
      @objc func tapped(_ sender: Any) {}
      """
    guard case let .ready(copy) = CompileCopy.prepare(source) else { Issue.record("unverifiable"); return }
    #expect(copy.contains("struct Feature: Reducer {"))
    #expect(copy.contains("struct Child: Reducer, Sendable {}"))
    #expect(copy.contains("// @Reducer struct NotThis {}"))
    #expect(copy.contains("\"@Reducer struct Nor {}\""))
    #expect(copy.contains("action: { .child(.inner($0)) })"))
    #expect(copy.contains("action: Selector(\"tapped(_:)\")"))
    #expect(copy.contains("\nfunc tapped(_ sender: Any) {}"))
    #expect(copy.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func compileCopyRefusesWhatTheRuntimeCannotLoad() {
    #expect(CompileCopy.prepare("class A: UIViewController { @IBOutlet var label: UILabel! }") != .ready(""))
    if case .unverifiable(let reason) = CompileCopy.prepare("@Reducer enum Destination { case a }") {
      #expect(reason.contains("enum reducers"))
    } else {
      Issue.record("an enum reducer must be unverifiable")
    }
  }

  @Test func scenarioFilesRoundTripAndErrorsNameTheLine() throws {
    let text = """
      # a comment
      controller PerfilViewController
      feature Perfil
      state Perfil.State(nombre: "Ana")
      send .guardarPulsado
      set nombre = "Beatriz"
      tap guardar
      toggle interruptor
      type campo "hola"
      select tabla 2
      drain
      """
    let scenario = try Scenario.parse(text)
    #expect(scenario.steps.count == 7)
    #expect(try Scenario.parse(scenario.text) == scenario)
    #expect(throws: Scenario.ParseError(line: 2, message: "unknown directive 'jump'; use controller, feature, state, init, send, set, tap, toggle, type, select or drain")) {
      try Scenario.parse("controller A\njump 3\n")
    }
  }

  @Test func generatedScenarioSendsActionsThenSetsSimpleFields() throws {
    let source = String(decoding: try Data(contentsOf: root.appendingPathComponent("Corpus/seeds/contador/before.swift")), as: UTF8.self)
    let scenario = try ScenarioGenerator.generate(primary: source).get()
    #expect(scenario.controller == "ContadorViewController")
    #expect(scenario.feature == "Contador")
    #expect(scenario.steps.map(\.text) == [
      "send .incrementarPulsado", "send .sincronizarPulsado",
      "set cuenta = 1", "set cuenta = 42", "set cuenta = 0", "set cargando = true", "set cargando = false",
    ])
  }

  @Test func tracesCompareSnapshotsNotCallCounts() {
    let before = Trace(output: "== load\nlabel.text = \"a\"\n-- calls\ntable.reloadData = 1\n== send .x\nlabel.text = \"b\"\n")
    let sameButMoreCalls = Trace(output: "== load\nlabel.text = \"a\"\n-- calls\ntable.reloadData = 3\n== send .x\nlabel.text = \"b\"\n")
    let different = Trace(output: "== load\nlabel.text = \"a\"\n== send .x\nlabel.text = \"a\"\n")
    #expect(before.firstDifference(from: sameButMoreCalls) == nil)
    let difference = before.firstDifference(from: different)
    #expect(difference?.stepIndex == 1 && difference?.onlyBefore == ["label.text = \"b\""])
  }
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
