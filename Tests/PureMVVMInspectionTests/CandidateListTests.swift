import PureMVVMCore
import PureMVVMInspection
import Testing

/// A row whose toggle is titled `offTitle` while off and `onTitle` while on, and always
/// identified by `offTitle`.
private struct FlippingRow: View {
  let offTitle: String
  let onTitle: String
  @State private var isOn = false

  var body: some View {
    Toggle(isOn ? onTitle : offTitle, isOn: $isOn).accessibilityIdentifier(offTitle)
  }
}

/// Rows of ``FlippingRow``: row `i` is titled `Fila i` while off, `onTitle(i)` while on.
private struct FlippingRows: View {
  let count: Int
  let onTitle: @Sendable (Int) -> String

  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { row in
        FlippingRow(offTitle: "Fila \(row)", onTitle: onTitle(row))
      }
    }
  }
}

/// Queries on long lists after rows are replayed alone: the lookups by label and by
/// element the inspector keeps for a list of more than a few candidates follow every
/// replaced row, as a fresh search of the whole list would.
@MainActor
@Suite struct CandidateListTests {
  /// What the toggles are titled, row by row, for rows on or off.
  private func titles(_ isOn: [Bool], onTitle: (Int) -> String) -> [String] {
    isOn.indices.map { isOn[$0] ? onTitle($0) : "Fila \($0)" }
  }

  @Test func aRelabelledRowAmongManyIsFoundByItsNewTitleOnly() throws {
    let inspector = DesignInspector(FlippingRows(count: 40) { "Apagar \($0)" })
    _ = try inspector.find(toggle: "Fila 3")
    _ = try inspector.find(toggle: "Fila 30")
    try inspector.find(toggle: "Fila 7").tap()
    #expect(try inspector.find(toggle: "Apagar 7").isOn == true)
    #expect(try inspector.find(toggle: "Fila 8").isOn == false)
    let error = #expect(throws: InspectionError.self) { try inspector.find(toggle: "Fila 7") }
    #expect(error?.reason == .notFound)
    var expected = (0..<40).map { "Fila \($0)" }
    expected[7] = "Apagar 7"
    #expect(error?.candidates == expected)
  }

  @Test func rowsComingToShareATitleAreAmbiguousUntilOneLeavesIt() throws {
    let inspector = DesignInspector(FlippingRows(count: 40) { _ in "Igual" })
    _ = try inspector.find(toggle: "Fila 0")
    _ = try inspector.find(toggle: "Fila 1")
    try inspector.find(toggle: "Fila 5").tap()
    try inspector.find(toggle: "Fila 9").tap()
    let error = #expect(throws: InspectionError.self) { try inspector.find(toggle: "Igual") }
    #expect(error?.reason == .ambiguous(count: 2))
    // Row 5 took the title first; once it leaves it, row 9 is the one found.
    try inspector.find(identifier: "Fila 5").tap()
    try inspector.find(toggle: "Igual").tap()
    #expect(try inspector.find(toggle: "Fila 9").isOn == false)
    #expect(try inspector.find(toggle: "Fila 5").isOn == false)
  }

  /// Taps on 40 rows, each row in turn from `start` in steps of 13, three times round, whose
  /// titles when on are shared by rows three apart: after each tap, every title is found,
  /// counted as ambiguous or missed as the rows say.
  @Test(arguments: [0, 11, 26])
  func tapsKeepEveryTitleFoundAsTheRowsSay(start: Int) throws {
    let onTitle = { @Sendable (row: Int) in "Encendida \(row % 3)" }
    let inspector = DesignInspector(FlippingRows(count: 40, onTitle: onTitle))
    var isOn = Array(repeating: false, count: 40)
    for step in 0..<120 {
      let row = (start + 13 * step) % 40
      let title = titles(isOn, onTitle: onTitle)[row]
      let holders = titles(isOn, onTitle: onTitle).filter { $0 == title }.count
      if holders == 1 {
        try inspector.find(toggle: title).tap()
      } else {
        try inspector.find(identifier: "Fila \(row)").tap()
      }
      isOn[row].toggle()
      try expectTitles(of: isOn, onTitle: onTitle, in: inspector)
    }
  }

  private func expectTitles(
    of isOn: [Bool], onTitle: (Int) -> String, in inspector: DesignInspector
  ) throws {
    let titles = titles(isOn, onTitle: onTitle)
    for row in isOn.indices {
      let holders = titles.filter { $0 == titles[row] }.count
      if holders == 1 {
        #expect(try inspector.find(toggle: titles[row]).isOn == isOn[row])
      } else {
        let error = #expect(throws: InspectionError.self) {
          try inspector.find(toggle: titles[row])
        }
        #expect(error?.reason == .ambiguous(count: holders))
      }
      if isOn[row] {
        let error = #expect(throws: InspectionError.self) {
          try inspector.find(toggle: "Fila \(row)")
        }
        #expect(error?.candidates == titles)
      }
    }
  }
}
