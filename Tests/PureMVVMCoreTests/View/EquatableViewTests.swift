import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `EquatableView` and `.equatable()` show their content as it is: same drawing, same
/// state, same rows.
@MainActor
@Suite struct EquatableViewTests {
  /// A row equal to another of the same name, whatever its taps.
  struct TallyRow: View, Equatable {
    let name: String
    var onAppear: () -> Void = {}
    @State private var taps = 0

    nonisolated static func == (lhs: TallyRow, rhs: TallyRow) -> Bool {
      lhs.name == rhs.name
    }

    var body: some View {
      Button("\(name): \(taps)") { taps += 1 }
        .onAppear(perform: onAppear)
    }
  }

  @Test func anEquatableRowKeepsItsOwnStateAcrossTaps() throws {
    let inspector = DesignInspector(
      VStack {
        TallyRow(name: "Anaga").equatable()
        EquatableView(content: TallyRow(name: "Teide"))
      })
    try inspector.find(button: "Anaga: 0").tap()
    try inspector.find(button: "Anaga: 1").tap()
    #expect(throws: Never.self) { try inspector.find(button: "Anaga: 2") }
    #expect(throws: Never.self) { try inspector.find(button: "Teide: 0") }
  }

  @Test func equatableRowsOfAListDrawAsThePlainRowsDo() {
    let names = ["Anaga", "Teide", "Roque Nublo"]
    let plain = List(names, id: \.self) { TallyRow(name: $0) }
    let equatable = List(names, id: \.self) { TallyRow(name: $0).equatable() }
    let expected = TextRenderer(width: 30).render(plain.resolve())
    #expect(TextRenderer(width: 30).render(equatable.resolve()) == expected)
    #expect(expected.contains("Roque Nublo: 0"))
  }

  @Test func onlyTheEquatableRowsOnScreenAppear() {
    var appeared: [Int] = []
    let inspector = DesignInspector(
      List(0..<20, id: \.self) { index in
        TallyRow(name: "Fila \(index)", onAppear: { appeared.append(index) }).equatable()
      })
    inspector.visibleRowCount = 3
    #expect(throws: Never.self) { try inspector.find(button: "Fila 19: 0") }
    #expect(appeared == [0, 1, 2])
  }

  @Test func theContentCanBeReplacedInPlace() {
    var view = EquatableView(content: TallyRow(name: "Anaga"))
    view.content = TallyRow(name: "Teide")
    #expect(view.content == TallyRow(name: "Teide"))
    #expect(throws: Never.self) { try DesignInspector(view).find(button: "Teide: 0") }
  }
}
