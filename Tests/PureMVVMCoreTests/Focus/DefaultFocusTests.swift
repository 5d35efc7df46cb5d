import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.defaultFocus` focuses its value when the view is shown.
@MainActor
@Suite struct DefaultFocusTests {
  enum Field: Hashable { case name, distance }

  struct RouteForm: View {
    @FocusState private var field: Field?

    var body: some View {
      VStack {
        TextField("Nombre", text: .constant(""))
          .focused($field, equals: .name)
        TextField("Distancia", text: .constant(""))
          .focused($field, equals: .distance)
      }
      .defaultFocus($field, .distance, priority: .userInitiated)
    }
  }

  @Test func theDefaultValueIsFocusedWhenTheViewAppears() throws {
    let inspector = DesignInspector(RouteForm())
    #expect(inspector.focusedField == "Distancia")
    try inspector.find(textField: "Nombre").focus()
    #expect(inspector.focusedField == "Nombre")
  }
}
