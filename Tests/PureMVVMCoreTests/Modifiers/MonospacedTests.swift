import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `.monospaced(_:)` draws the text below with letters of one width.
@MainActor
@Suite struct MonospacedTests {
  @Test func textBelowIsMonospacedUnlessTurnedOffNearer() {
    let inspector = DesignInspector(
      VStack {
        Text("00:42")
        HStack { Text("Total") }.monospaced(false)
      }
      .monospaced())
    #expect(inspector.elements.first?.children.map(\.attributes.isMonospaced) == [true, false])
    #expect(HTMLRenderer().render(Text("00:42").monospaced()).contains("font-family:monospace"))
    #expect(!HTMLRenderer().render(Text("00:42")).contains("font-family:monospace"))
  }
}
