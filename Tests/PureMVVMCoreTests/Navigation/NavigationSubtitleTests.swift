import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A navigation subtitle is drawn under the title, as the title is.
@MainActor
@Suite struct NavigationSubtitleTests {
  @Test func theSubtitleIsTheSecondLineOfTheTitle() {
    let rendering = DesignInspector(
      NavigationStack {
        Text("Cuerpo").navigationSubtitle("12 abiertas").navigationTitle("Rutas")
      }
    ).render(width: 20)
    #expect(
      rendering == """
        ┌──────────────────┐
        │ Rutas            │
        │ 12 abiertas      │
        │ ──────────────── │
        │      Cuerpo      │
        └──────────────────┘

        """)
  }

  @Test func anInlineSubtitleIsCentredAndEveryFormIsText() {
    let key: LocalizedStringKey = "Clave"
    let inline = DesignInspector(
      NavigationStack {
        Text("Cuerpo").navigationTitle("Rutas").navigationSubtitle(Text("Hoy"))
          .navigationBarTitleDisplayMode(.inline)
      }
    ).render(width: 20)
    #expect(inline.contains("│       Hoy        │"))
    let html = HTMLRenderer().render(
      NavigationStack { Text("Cuerpo").navigationTitle("Rutas").navigationSubtitle(key) })
    #expect(html.contains("<p class=\"navigation-subtitle\">Clave</p>"))
  }
}
