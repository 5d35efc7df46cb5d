import PureMVVMCore
import Testing

@MainActor
@Suite struct ElementTitleTests {
  private func title(_ label: some View) -> Element.Kind? {
    Button(action: {}) { label }.resolve().first?.kind
  }

  @Test func aLabelsTextsJoinWithSpacesInOrder() {
    #expect(
      title(
        HStack {
          Text("Borrar");
          VStack {
            Text(""); Text("ruta")
          }; Text("ya")
        })
        == .button(title: "Borrar ruta ya"))
  }

  @Test func withoutTextTheImageNamesAreTheTitle() {
    #expect(
      title(
        HStack {
          Image(systemName: "trash"); Image(systemName: "star")
        })
        == .button(title: "trash star"))
  }

  @Test func anyTextWinsOverImages() {
    #expect(
      title(
        HStack {
          Image(systemName: "trash"); Text("Borrar"); Image(systemName: "star")
        })
        == .button(title: "Borrar"))
  }
}
