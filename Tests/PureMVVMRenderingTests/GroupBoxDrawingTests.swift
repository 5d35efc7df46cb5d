import PureMVVMCore
import PureMVVMRendering
import Testing

/// How a group box is drawn in text and HTML and read aloud.
@MainActor
@Suite struct GroupBoxDrawingTests {
  private func account() -> some View {
    GroupBox("Cuenta") {
      Text("mike@example.com")
      Button("Cerrar sesión") {}
    }
  }

  @Test func drawsItsLabelOverItsContentInText() {
    #expect(
      TextRenderer(width: 30).render(account()) == """
        ┌────────────────────────────┐
        │                            │
        │     Cuenta                 │
        │     mike@example.com       │
        │     [ Cerrar sesión ]      │
        │                            │
        └────────────────────────────┘

        """)
  }

  @Test func drawsABorderedBoxWithABoldLabelInHTML() {
    #expect(
      HTMLRenderer.phoneBody(of: account()) == """

        <div class="vstack" style="padding:16px 16px 16px 16px;border:1px solid \
        rgba(60,60,67,0.6);align-items:flex-start;text-align:left;gap:8px">
        <span class="text" style="font-weight:700">Cuenta</span>
        <span class="text">mike@example.com</span>
        <button type="button" class="button">Cerrar sesión</button>
        </div>

        """)
  }

  @Test func isReadAloudLabelFirst() {
    #expect(
      AccessibilityRenderer().render(account()) == """
        Cuenta
        mike@example.com
        Cerrar sesión, button

        """)
  }
}
