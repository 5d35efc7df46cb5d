import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct FormStyleTests {
  /// The form's rows in a plain stack, under a heading.
  struct Headed: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("Ajustes")
        configuration.content
      }
    }
  }

  /// The look of the style around it, with a footnote.
  struct Footnoted: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Form(configuration)
        Text("v2")
      }
    }
  }

  private let form = Form {
    Toggle("Wifi", isOn: .constant(true))
  }

  @Test func aCustomStylesBodyIsWhatRendersAndItsRowsStillWork() throws {
    let elements = DesignInspector(form.formStyle(Headed())).elements
    #expect(elements.first?.kind == .vStack)
    #expect(elements.first?.children.first?.kind == .text("Ajustes"))
    #expect(try DesignInspector(form.formStyle(Headed())).find(toggle: "Wifi").isOn == true)
  }

  @Test func formFromAConfigurationTakesTheLookOfTheStyleAroundIt() {
    let elements = DesignInspector(form.formStyle(Footnoted()).formStyle(.grouped)).elements
    let stack = elements.first
    #expect(stack?.children.map(\.kind) == [.form, .text("v2")])
    #expect(stack?.children.first?.attributes.formStyle == .grouped)
  }

  @Test func theDefaultFormRecordsNoLook() {
    let elements = DesignInspector(form).elements
    #expect(elements.first?.kind == .form)
    #expect(elements.first?.attributes.formStyle == nil)
  }
}
