import PureMVVM
import Testing

// Previews declared the SwiftUI way, found without a list.

#Preview("Declared greeting") {
  Text("Hola")
}

#Preview {
  Text("Unnamed")
}

#Preview("Declared switch", traits: .sizeThatFitsLayout) {
  @Previewable @State var isOn = false
  Toggle("Wifi", isOn: $isOn)
}

#Preview("Declared twice") { Text("first") }
#Preview("Declared twice") { Text("second") }

#if DEBUG
  #Preview("Declared in DEBUG", traits: .fixedLayout(width: 160, height: 80), .portrait) {
    let greeting = "Hi"
    if greeting.isEmpty {
      Text("nothing")
    } else {
      Text(greeting)
    }
  }
#endif

#Preview("Declared to fit", traits: .sizeThatFitsLayout) { Text("Buenos días a todos") }

/// `#Preview` as SwiftUI spells it: found at run time, named, rendered, with live state.
@MainActor
@Suite struct DeclaredPreviewTests {
  private var declared: [Preview] {
    PreviewCatalog.declared().filter {
      $0.source?.fileID == "PureMVVMPreviewsTests/DeclaredPreviewTests.swift"
    }
  }

  @Test func everyPreviewOfTheFileIsFoundInLineOrderWithItsName() {
    #expect(
      declared.map(\.name) == [
        "Declared greeting", "DeclaredPreviewTests.swift:10", "Declared switch",
        "Declared twice (DeclaredPreviewTests.swift:19)",
        "Declared twice (DeclaredPreviewTests.swift:20)", "Declared in DEBUG", "Declared to fit",
      ])
    #expect(declared.map { $0.source?.line } == [6, 10, 14, 19, 20, 23, 33])
  }

  @Test func aModuleWithNoPreviewsHasAnEmptyListNotAnError() {
    #expect(PreviewCatalog.declared(inModule: "NoSuchModule").isEmpty)
  }

  @Test func aDeclaredPreviewRendersItsBody() async throws {
    let preview = try #require(declared.first)
    #expect(try await PreviewSession().render(preview, width: 20).contains("Hola"))
  }

  @Test func aFixedLayoutDrawsThePreviewAsWideAsItsFrame() async throws {
    let preview = try #require(declared.first { $0.name == "Declared in DEBUG" })
    let lines = try await PreviewSession().render(preview, width: 40).split(separator: "\n")
    #expect(lines.map(\.count) == [20, 20, 20])
    #expect(lines.contains { $0.contains("Hi") })
  }

  @Test func aSizeThatFitsLayoutDrawsThePreviewAsWideAsItsContent() async throws {
    let preview = try #require(declared.first { $0.name == "Declared to fit" })
    let lines = try await PreviewSession().render(preview, width: 40).split(separator: "\n")
    #expect(lines.map(\.count) == [23, 23, 23])
    let narrow = try await PreviewSession().render(preview, width: 16).split(separator: "\n")
    #expect(narrow.allSatisfy { $0.count == 16 })
  }

  @Test func previewableStateIsLiveStateOfThePreview() async throws {
    let preview = try #require(declared.first { $0.name == "Declared switch" })
    let inspector = DesignInspector(preview)
    #expect(try inspector.find(toggle: "Wifi").isOn == false)
    try inspector.find(toggle: "Wifi").tap()
    #expect(try inspector.find(toggle: "Wifi").isOn == true)
  }
}
