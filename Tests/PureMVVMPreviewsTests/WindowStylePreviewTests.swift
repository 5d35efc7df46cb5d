import PureMVVM
import Testing

// visionOS previews of a window's view, in a window style.

#Preview("Mapa en ventana", windowStyle: .plain) {
  Text("Mapa")
}

#Preview(windowStyle: .volumetric, traits: .sizeThatFitsLayout) {
  Text("Relieve")
}

/// `#Preview(windowStyle:)`, as visionOS spells it: found and drawn as any preview.
@MainActor
@Suite struct WindowStylePreviewTests {
  private var declared: [Preview] {
    PreviewCatalog.declared().filter {
      $0.source?.fileID == "PureMVVMPreviewsTests/WindowStylePreviewTests.swift"
    }
  }

  @Test func aWindowPreviewIsFoundWithItsNameAndDrawn() async throws {
    #expect(declared.map(\.name) == ["Mapa en ventana", "WindowStylePreviewTests.swift:10"])
    let session = PreviewSession()
    #expect(try await session.render(declared[0], width: 20).contains("Mapa"))
    #expect(try await session.render(declared[1], width: 20).contains("Relieve"))
  }
}
