import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `@AccessibilityFocusState` moves a screen reader's focus where the design says.
@MainActor
@Suite struct AccessibilityFocusStateTests {
  enum Field: Hashable { case name, distance }

  /// A form whose buttons move the screen reader to a field, or to its total.
  struct TrailForm: View {
    @AccessibilityFocusState private var field: Field?
    @AccessibilityFocusState(for: .voiceOver) private var isTotalFocused: Bool

    var body: some View {
      Text("Name").accessibilityFocused($field, equals: .name)
      Text("Distance").accessibilityFocused($field, equals: .distance)
      Text("Total").accessibilityFocused($isTotalFocused)
      Button("Check distance") { field = .distance }
      Button("Read total") {
        field = nil
        isTotalFocused = true
      }
    }
  }

  private func focused(_ inspector: DesignInspector) -> [String] {
    AccessibilityRenderer().nodes(of: inspector.elements).filter(\.isFocused).map(\.label)
  }

  @Test func nothingIsFocusedUntilTheDesignMovesTheFocus() {
    #expect(focused(DesignInspector(TrailForm())) == [])
  }

  @Test func settingTheStateFocusesTheViewMarkedWithThatValue() throws {
    let inspector = DesignInspector(TrailForm())
    try inspector.find(button: "Check distance").tap()
    #expect(focused(inspector) == ["Distance"])
    try inspector.find(button: "Read total").tap()
    #expect(focused(inspector) == ["Total"])
  }

  @Test func focusIsNeverSpoken() throws {
    let inspector = DesignInspector(TrailForm())
    let before = inspector.accessibilityReading
    try inspector.find(button: "Check distance").tap()
    #expect(inspector.accessibilityReading == before)
  }
}
