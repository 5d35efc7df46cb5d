import PureMVVMCore
import PureMVVMInspection
import Testing

/// `ColorPicker`'s forms: a title, or a label of your own, showing the colour chosen.
@MainActor
@Suite struct ColorPickerTests {
  private struct MapColours: View {
    @State private var route = Color.red
    @State private var trail = Color.green

    var body: some View {
      Form {
        ColorPicker("Ruta", selection: $route)
        ColorPicker(selection: $trail, supportsOpacity: false) {
          Label("Sendero", systemImage: "paintpalette")
        }
      }
    }
  }

  @Test func eachFormIsAPickerTitledByItsLabelShowingTheColour() throws {
    let inspector = DesignInspector(MapColours())
    #expect(try inspector.find(picker: "Ruta").element.control?.value == "red")
    #expect(try inspector.find(picker: "Sendero").element.control?.value == "green")
  }
}
