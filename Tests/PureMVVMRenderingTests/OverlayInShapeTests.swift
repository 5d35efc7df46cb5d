import PureMVVMCore
import PureMVVMRendering
import Testing

/// `.overlay(_:in:fillStyle:)` lays a shape filled with a style over a view.
@MainActor
@Suite struct OverlayInShapeTests {
  @Test func aStrokedCapsuleFilledWithAStyleDrawsItsLineInThatStyleOverTheView() {
    let html = HTMLRenderer().render(
      Text("Filtro").overlay(.red, in: Capsule().stroke(style: StrokeStyle(lineWidth: 2))))
    #expect(
      html.contains(
        "<span class=\"text\">Filtro</span>\n"
          + "<div class=\"shape shape-capsule\" style=\"border:2px solid #ff3b30\"></div>"))
  }

  @Test func aPlainShapeIsFilledOverTheView() throws {
    let design = Text("Filtro").overlay(.blue.opacity(0.5), in: RoundedRectangle(cornerRadius: 4))
    #expect(HTMLRenderer().render(design).contains("color-mix(in srgb, #007aff 50%, transparent)"))
    #expect(
      TextRenderer(width: 10).render(design) == TextRenderer(width: 10).render(Text("Filtro")))
  }
}
