import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct PseudoLocalizationTests {
  private func texts(_ design: some View) -> [String] {
    DesignInspector(design.environment(\.isPseudoLocalized, true)).texts
  }

  @Test func literalsAreAccentedBracketedAndFortyPercentLonger() {
    #expect(texts(Text("Login")) == ["[Ĺöĝîñ ··]"])
    #expect(texts(Text("Menos de 10 km")) == ["[Ṁéñöš ðé 10 ķɱ ······]"])
  }

  @Test func aShortLiteralGetsAtLeastOneDotAndEmptyTextStaysEmpty() {
    #expect(texts(Text("A")) == ["[Å ·]"])
    #expect(texts(Text("")) == [""])
  }

  @Test func interpolatedValuesAndDataAreLeftAsTheyAre() {
    let name = "Bosque del Roble"
    #expect(texts(Text("Ruta \(name)")) == ["[Ŕûţå Bosque del Roble ··]"])
    #expect(texts(Text(name)) == ["Bosque del Roble"])
    #expect(texts(Text(verbatim: "Roble")) == ["Roble"])
    #expect(texts(Text("\(6.4, specifier: "%.1f") km")) == ["[6.4 ķɱ ··]"])
    #expect(texts(Text("\(name)")) == ["[Bosque del Roble ·]"])
  }

  @Test func controlTitlesArePseudoLocalizedToo() {
    let inspector = DesignInspector(
      Button("Añadir") {}.environment(\.isPseudoLocalized, true))
    #expect((try? inspector.find(button: "[Åñåðîŕ ···]")) != nil)
  }

  @Test func withoutTheEnvironmentValueNothingChanges() {
    #expect(DesignInspector(Text("Login")).texts == ["Login"])
  }
}
