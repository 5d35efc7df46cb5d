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
        == .control(Control(.button, title: "Borrar ruta ya", face: .pushButton)))
  }

  @Test func withoutTextTheImageNamesAreTheTitle() {
    #expect(
      title(
        HStack {
          Image(systemName: "trash"); Image(systemName: "star")
        })
        == .control(Control(.button, title: "trash star", face: .pushButton)))
  }

  @Test func anyTextWinsOverImages() {
    #expect(
      title(
        HStack {
          Image(systemName: "trash"); Text("Borrar"); Image(systemName: "star")
        })
        == .control(Control(.button, title: "Borrar", face: .pushButton)))
  }
}
