import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.labelsVisibility(_:)` hides or shows the titles of the controls inside.
@MainActor
@Suite struct LabelsVisibilityTests {
  @Test func labelsCanBeHiddenAndShownAgain() {
    let rendering = DesignInspector(
      VStack {
        Toggle("Oculto", isOn: .constant(true))
        Toggle("Visible", isOn: .constant(true)).labelsVisibility(.visible)
      }
      .labelsVisibility(.hidden)
    ).render(width: 24)
    #expect(!rendering.contains("Oculto"))
    #expect(rendering.contains("Visible"))
  }
}
