import PureMVVM
import PureMVVMTesting
import Testing

/// A design that uses every name of SwiftUI's view fundamentals resolves as SwiftUI shows it.
@MainActor
@Suite struct ViewFundamentalsTests {
  @Test func everyFundamentalShowsWhatItWraps() {
    let inspector = DesignInspector(ViewFundamentals())
    #expect(
      inspector.texts == [
        "Rutas", "Canarias", "Anaga", "Teide", "★", "Roque Nublo", "Garajonay",
        "Estado: Abierta", "Casi", "al", "Fin",
      ])
  }

  @Test func aTaggedOptionIsSelectable() throws {
    let inspector = DesignInspector(ViewFundamentals())
    try inspector.find(picker: "Ruta").select("Teide")
    #expect(try inspector.find(picker: "Ruta").value == "Teide")
    #expect(try inspector.find(picker: "Ruta").options == ["Anaga", "Teide"])
  }

  /// Two texts, built as SwiftUI's newer spelling builds them.
  @ContentBuilder private func pair() -> some View {
    Text("Anaga")
    Text("Teide")
  }

  @Test func aContentBuilderBuildsAsAViewBuilderDoes() {
    #expect(DesignInspector(VStack { pair() }).texts == ["Anaga", "Teide"])
  }
}
