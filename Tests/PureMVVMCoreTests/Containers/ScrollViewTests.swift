import PureMVVMCore
import PureMVVMInspection
import Testing

/// A scroll view's content, axes and indicators are public and settable, as in SwiftUI.
@MainActor
@Suite struct ScrollViewTests {
  @Test func aScrollViewsPropertiesAreReadAndSet() {
    var scroll = ScrollView(.horizontal, showsIndicators: false) { Text("Cares") }
    #expect(scroll.axes == .horizontal)
    #expect(!scroll.showsIndicators)
    scroll.axes = .vertical
    scroll.content = Text("Anaga")
    #expect(DesignInspector(scroll).texts == ["Anaga"])
    #expect(DesignInspector(scroll.content).texts == ["Anaga"])
  }
}
