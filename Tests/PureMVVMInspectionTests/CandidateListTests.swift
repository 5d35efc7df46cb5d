import PureMVVMCore
import Testing

@testable import PureMVVMInspection

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

/// A row whose toggle answers to two labels, its title and what VoiceOver reads, and both
/// say whether it is on.
private struct SpokenRow: View {
  let row: Int
  @State private var isOn = false

  var body: some View {
    Toggle(isOn ? "Apagar \(row)" : "Encender \(row)", isOn: $isOn)
      .accessibilityLabel(isOn ? "Interruptor \(row) encendido" : "Interruptor \(row) apagado")
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

  /// An inspector of `rows` that, `warmed`, has been queried and has replayed rows often
  /// enough to look labels and elements up instead of reading its lists: row 39 tapped
  /// six times, so off again.
  private func inspector(_ rows: FlippingRows, warmed: Bool) throws -> DesignInspector {
    let inspector = DesignInspector(rows)
    guard warmed else { return inspector }
    for _ in 0..<17 { _ = try inspector.find(toggle: "Fila 38") }
    for _ in 0..<6 { try inspector.find(identifier: "Fila 39").tap() }
    return inspector
  }

  @Test(arguments: [false, true])
  func aRelabelledRowAmongManyIsFoundByItsNewTitleOnly(warmed: Bool) throws {
    let inspector = try inspector(FlippingRows(count: 40) { "Apagar \($0)" }, warmed: warmed)
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

  @Test(arguments: [false, true])
  func rowsComingToShareATitleAreAmbiguousUntilOneLeavesIt(warmed: Bool) throws {
    let inspector = try inspector(FlippingRows(count: 40) { _ in "Igual" }, warmed: warmed)
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

  @Test func rowsAnsweringToTwoLabelsAreFoundByBothAfterEachReplay() throws {
    let inspector = DesignInspector(List { ForEach(0..<40, id: \.self) { SpokenRow(row: $0) } })
    for row in 0..<12 {
      try inspector.find(toggle: "Encender \(row)").tap()
      #expect(try inspector.find(toggle: "Apagar \(row)").isOn == true)
      #expect(try inspector.find(toggle: "Interruptor \(row) encendido").isOn == true)
      #expect(throws: InspectionError.self) { try inspector.find(toggle: "Encender \(row)") }
    }
    for row in 0..<40 {
      let isOn = row < 12
      let title = isOn ? "Apagar \(row)" : "Encender \(row)"
      let spoken = "Interruptor \(row) " + (isOn ? "encendido" : "apagado")
      #expect(try inspector.find(toggle: title).isOn == isOn)
      #expect(try inspector.find(toggle: spoken).isOn == isOn)
    }
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

  /// A list of 40 candidates, a text each, except the element at 10, which answers to two
  /// labels (10 and 11), and, `withElementTwice`, the one at 20, also at 30, and the one
  /// at 35, also at 36 (one label each).
  private func list(withElementTwice: Bool) -> (list: CandidateList, elements: [Element]) {
    var elements = (0..<40).map { Text("Texto \($0)").resolve()[0] }
    elements[11] = elements[10]
    if withElementTwice {
      elements[30] = elements[20]
      elements[36] = elements[35]
    }
    let candidates = elements.indices.map {
      ElementQuery.Candidate(label: "Etiqueta \($0)", element: elements[$0])
    }
    return (CandidateList(candidates), elements)
  }

  /// Replaces the element at `position` with a new text, labelled as it was with "nueva"
  /// added; returns what the replacement said.
  private func replace(_ position: Int, in list: CandidateList, of elements: [Element]) -> Bool {
    let labels =
      position == 10 ? ["Etiqueta 10 nueva", "Etiqueta 11 nueva"] : ["Etiqueta \(position) nueva"]
    return list.replace(elements[position], with: Text("Nuevo").resolve()[0], labelled: labels)
  }

  /// Both ways of finding an element, reading the list and, after enough replacements,
  /// looking it up: its one run is relabelled whole, and an element not in the list
  /// changes nothing.
  @Test(arguments: [0, 8])
  func aReplacementRelabelsTheElementsWholeRun(earlierReplacements: Int) {
    let (list, elements) = list(withElementTwice: false)
    #expect((0..<earlierReplacements).allSatisfy { replace($0, in: list, of: elements) })
    #expect(replace(10, in: list, of: elements))
    #expect(list.candidates[10].label == "Etiqueta 10 nueva")
    #expect(list.candidates[11].label == "Etiqueta 11 nueva")
    #expect(list.candidates[12].label == "Etiqueta 12")
    #expect(list.matches("Etiqueta 11 nueva").count == 1)
    let before = list.candidates.map(\.label)
    #expect(list.replace(Text("Ajeno").resolve()[0], with: elements[0], labelled: ["Ajeno"]))
    #expect(list.candidates.map(\.label) == before)
  }

  /// An element in the list twice cannot be told apart by position: replacing it is
  /// refused, whether the list is read or looked up, and other elements are still
  /// replaced.
  @Test(arguments: [0, 8])
  func anElementInTheListTwiceIsRefused(earlierReplacements: Int) {
    let (list, elements) = list(withElementTwice: true)
    #expect((0..<earlierReplacements).allSatisfy { replace($0, in: list, of: elements) })
    #expect(!replace(20, in: list, of: elements))
    #expect(!replace(35, in: list, of: elements))
    #expect(list.candidates[20].label == "Etiqueta 20")
    #expect(replace(10, in: list, of: elements))
    #expect(replace(25, in: list, of: elements))
    #expect(list.candidates[25].label == "Etiqueta 25 nueva")
  }
}
