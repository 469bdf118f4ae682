import Foundation
import Testing

/// Compile-copy rules and a scenario over a file the tests have not seen in the corpus.
@Suite(.serialized)
struct KitchenSinkTests {
  /// The snapshot printed after `step`, as lines.
  private func section(_ name: String, of output: String) -> [String] {
    let parts = output.components(separatedBy: "== ")
    guard let part = parts.first(where: { $0.hasPrefix(name + "\n") }) else { return [] }
    return part.split(separator: "\n").dropFirst().map(String.init)
  }

  @Test func compileCopyMakesTheFileCompileAndTheScenarioBehaves() throws {
    let copy = CompileCopy.apply(kitchenSinkSource)
    #expect(copy.contains("struct Detail: Reducer, Sendable {"))
    #expect(copy.contains("struct Library: Reducer {"))
    #expect(copy.contains(".ifLet(\\.$detail, action: { .detail($0) })"))
    #expect(copy.contains("action: Selector(\"reloadTapped\")"))
    #expect(copy.contains("required init(style: UITableViewCell.CellStyle"))
    #expect(!copy.contains("@objc"))
    #expect(copy.components(separatedBy: "\n").count == kitchenSinkSource.components(separatedBy: "\n").count)

    let (status, output) = try StandInToolchain.compileAndRun(["user.swift": copy, "main.swift": kitchenSinkHarness])
    try #require(status == 0, "\(output)")

    let loaded = section("load", of: output)
    #expect(loaded.contains("tableView.loadedRows = [2]"))
    #expect(loaded.contains("tableView.cells[0.1].textLabel.text = \"Two\""))
    #expect(loaded.contains("tableView.cells[0.1].detailTextLabel.text = \"#2\""))
    #expect(loaded.contains("tableView.cells[0.0].favoriteBadge.text = \"\""))
    #expect(loaded.contains("statusLabel.text = \"2 items, refreshed 1x\""))
    #expect(loaded.contains("spinner.isHidden = true"))
    #expect(loaded.contains("navigationController.viewControllers = [LibraryViewController]"))
    #expect(loaded.contains("navigationItem.rightBarButtonItems = [\"Reload\"]"))
    #expect(loaded.contains("view.alpha = 0.5"), "DispatchQueue.main.async ran in the drain")

    let selected = section("select", of: output)
    #expect(selected.contains("presentedViewController = DetailViewController"))
    #expect(selected.contains("presented.titleLabel.text = \"Two\""))
    #expect(selected.contains("presented.favoriteSwitch.isOn = false"))

    #expect(section("favorite", of: output).contains("presented.favoriteSwitch.isOn = true"))
    #expect(section("close", of: output).contains("presentedViewController = nil"))
    #expect(section("alert", of: output).contains("presented.alert.actions = [\"Delete\" destructive]"))

    let deleted = section("deleted", of: output)
    #expect(deleted.contains("presentedViewController = nil"))
    #expect(deleted.contains("tableView.loadedRows = [0]"))
    #expect(section("active", of: output).contains("statusLabel.text = \"active again\""))
    let counts = section("callCounts", of: output)
    #expect(counts.contains("present = 2"))
    #expect(counts.contains("spinner.startAnimating = 1"), "the loading state was drawn before the effect finished")
  }
}
