import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.containerBackground(_:for:)` records the background it sets.
@MainActor
@Suite struct ContainerBackgroundTests {
  @Test func aContainerBackgroundIsRecorded() throws {
    let inspector = DesignInspector(Text("Cuerpo").containerBackground(.red, for: .navigation))
    #expect(
      try inspector.find(text: "Cuerpo").element.attributes.containerBackground == .color(.red))
  }
}
