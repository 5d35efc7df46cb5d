import PureMVVMCore
import PureMVVMRendering
import Testing

/// `TextRenderer.render(_:truncations:)` lists every text it had to cut with `…`.
@MainActor
@Suite struct TruncationReportTests {
  private func truncations(_ design: some View, width: Int) -> [String] {
    var truncations: [String] = []
    _ = TextRenderer(width: width).render(design.resolve(), truncations: &truncations)
    return truncations
  }

  @Test func aTextPastItsLineLimitIsReported() {
    let design = Text("A long description of the route").lineLimit(1)
    #expect(truncations(design, width: 20) == ["A long description of the route"])
  }

  @Test func aWrappedTextIsNotCut() {
    #expect(truncations(Text("A long description of the route"), width: 20).isEmpty)
  }

  @Test func aButtonLabelWiderThanTheLineIsReported() {
    #expect(truncations(Button("Guardar los cambios de la ruta") {}, width: 20).count == 1)
  }

  @Test func aToggleTitleWrapsBesideItsSwitchInsteadOfBeingCut() {
    let design = Toggle("Mostrar solo las rutas cortas", isOn: .constant(true))
    #expect(truncations(design, width: 24).isEmpty)
    #expect(
      TextRenderer(width: 24).render(design) == """
        ┌──────────────────────┐
        │ Mostrar solo    [on] │
        │ las rutas            │
        │ cortas               │
        └──────────────────────┘

        """)
  }

  @Test func aLongFieldTitleGoesAboveItsBox() {
    let design = TextField("Distancia de la ruta (km)", text: .constant("6.4"))
    #expect(truncations(design, width: 30).isEmpty)
    #expect(
      TextRenderer(width: 30).render(design) == """
        ┌────────────────────────────┐
        │ Distancia de la ruta (km): │
        │ [6.4                     ] │
        └────────────────────────────┘

        """)
  }

  @Test func aFieldsTextScrollsInItsBoxAndIsNotReported() {
    let design = TextField("Nombre", text: .constant("Una ruta con un nombre muy largo"))
    #expect(truncations(design, width: 24).isEmpty)
  }
}
