import PureMVVM
import Synchronization
import Testing

// The seed article's previews, in their shape with names of our own: a named trait in a
// constrained `PreviewTrait` extension, `#Preview` with that trait, `@Previewable @State`,
// and a connector that reads the shared context from the environment.

/// How many shelves the previews' modifier made.
private let shelvesMade = Mutex(0)

/// Sample trails a preview modifier shares, as the seed's sample routes.
private final class TrailShelf: Sendable {
  let trails: [(name: String, kilometres: Double)] = [
    ("Hayedo de Montejo", 5.2), ("Cuerda Larga", 16.8), ("Chorrera de los Litueros", 9.99),
  ]

  init() {
    shelvesMade.withLock { $0 += 1 }
  }
}

extension EnvironmentValues {
  @Entry fileprivate var trailShelf: TrailShelf?
}

/// Shares one shelf per session, handed down the environment.
private struct TrailSamples: PreviewModifier {
  static func makeSharedContext() async throws -> TrailShelf { TrailShelf() }

  func body(content: Content, context: TrailShelf) -> some View {
    content.environment(\.trailShelf, context)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor fileprivate static var trailSamples: Self { .modifier(TrailSamples()) }
}

/// The design: plain fields and a binding.
private struct TrailListDesign: View {
  let names: [String]
  @Binding var shortTrailsOnly: Bool

  var body: some View {
    List {
      Toggle("Menos de 10 km", isOn: $shortTrailsOnly)
      ForEach(names, id: \.self) { Text($0) }
    }
    .navigationTitle("Senderos")
  }
}

/// The connector: reads the shelf from the environment and hands the design plain values.
private struct TrailListView: View {
  @Environment(\.trailShelf) private var shelf
  @Binding var shortTrailsOnly: Bool

  var body: some View {
    let trails = (shelf?.trails ?? []).filter { !shortTrailsOnly || $0.kilometres < 10 }
    TrailListDesign(names: trails.map(\.name), shortTrailsOnly: $shortTrailsOnly)
  }
}

#Preview("Todos los senderos", traits: .trailSamples) {
  @Previewable @State var shortTrailsOnly = false
  NavigationStack { TrailListView(shortTrailsOnly: $shortTrailsOnly) }
}

#Preview("Senderos cortos", traits: .trailSamples) {
  @Previewable @State var shortTrailsOnly = true
  NavigationStack { TrailListView(shortTrailsOnly: $shortTrailsOnly) }
}

/// The seed's previews compile unchanged and behave as the article describes.
@MainActor
@Suite(.serialized) struct SeedPreviewShapeTests {
  private func preview(_ name: String) throws -> Preview {
    try #require(
      PreviewCatalog.declared(inModule: "SwiftUICompatibilityTests").first { $0.name == name })
  }

  @Test func bothPreviewsShareOneContextEachWithItsOwnFilter() async throws {
    let before = shelvesMade.withLock { $0 }
    let session = PreviewSession()
    let all = try await session.inspector(for: try preview("Todos los senderos"))
    let short = try await session.inspector(for: try preview("Senderos cortos"))
    #expect(shelvesMade.withLock { $0 } == before + 1)
    #expect(all.texts.contains("Cuerda Larga"))
    #expect(!short.texts.contains("Cuerda Larga"))
    #expect(short.texts.contains("Chorrera de los Litueros"))
    try all.find(toggle: "Menos de 10 km").tap()
    #expect(!all.texts.contains("Cuerda Larga"))
    #expect(try short.find(toggle: "Menos de 10 km").isOn == true)
    try short.find(toggle: "Menos de 10 km").tap()
    #expect(short.texts.contains("Cuerda Larga"))
    #expect(try all.find(toggle: "Menos de 10 km").isOn == true)
  }

  @Test func thePreviewDrawsUnderItsNavigationTitle() async throws {
    let rendering = try await PreviewSession().render(try preview("Senderos cortos"), width: 36)
    #expect(rendering.contains("Senderos"))
    #expect(rendering.contains("Hayedo de Montejo"))
    #expect(!rendering.contains("Cuerda Larga"))
  }
}
