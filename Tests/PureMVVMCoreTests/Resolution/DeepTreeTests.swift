import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A design nested 10,000 levels deep resolves, draws, reads aloud and answers queries
/// without exhausting the stack: resolution stops at a depth no real screen reaches, and
/// the tree is drawn down to a depth every renderer handles, with a marker below.
@MainActor
@Suite struct DeepTreeTests {
  /// A view that holds itself `level` times.
  struct Nest: View {
    let level: Int

    var body: some View {
      if level == 0 {
        Text("Fondo")
      } else {
        VStack {
          Text("Nivel \(level)")
          Nest(level: level - 1)
        }
      }
    }
  }

  @Test func aRecursiveViewTenThousandLevelsDeepIsDrawnWithAMarkerNotACrash() throws {
    let inspector = DesignInspector(Nest(level: 10_000))
    let elements = inspector.elements
    #expect(elements.map(\.height).max() == Element.maximumDepth)
    let text = inspector.render(width: 60)
    #expect(text.contains("Nivel 10000"))
    #expect(text.contains("levels not drawn"))
    #expect(!text.contains("Fondo"))
    #expect(
      HTMLRenderer().page(title: "Hondo", cards: [.init(title: "Nido", elements: elements)])
        .contains("levels not drawn"))
    #expect(AccessibilityRenderer().render(elements).contains("Nivel 9999"))
    _ = AccessibilityAudit().findings(in: elements)
    _ = try inspector.find(text: "Nivel 9990")
    #expect(inspector.texts.count == Element.maximumDepth)
  }

  @Test func aShallowRecursiveViewIsDrawnWhole() {
    let text = DesignInspector(Nest(level: 20)).render(width: 40)
    #expect(text.contains("Fondo"))
    #expect(!text.contains("not drawn"))
  }

  @Test func aChainOfTenThousandErasedModifiersStopsResolvingWithAMessage() {
    var view = AnyView(Text("Centro"))
    for _ in 0..<10_000 { view = AnyView(view.padding(0)) }
    let texts = DesignInspector(view).texts
    #expect(texts == ["… views nested deeper than 2000 levels not resolved"])
  }
}
