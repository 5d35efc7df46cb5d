import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Style spellings real designs use: a gradient as a style, the bar material, and macOS's
/// link buttons.
@MainActor
@Suite struct StyleSpellingsTests {
  @Test func aGradientIsAStyleThatPaintsTopToBottom() {
    let html = HTMLRenderer().render(Rectangle().fill(Gradient(colors: [.red, .blue])))
    #expect(html.contains("linear-gradient(#ff3b30,#007aff)"))
  }

  @Test func theBarMaterialIsAStyle() throws {
    let design = Text("Barra").background(.bar)
    let element = try DesignInspector(design).find(text: "Barra").element
    #expect(element.attributes.background == Material.bar._paint)
  }

  @Test func aLinkStyledButtonReadsAsALink() {
    let reading = AccessibilityRenderer().render(Button("Atrás") {}.buttonStyle(.link))
    #expect(reading == "Atrás, button, link\n")
    #expect(TextRenderer(width: 10).render(Button("Atrás") {}.buttonStyle(.link)).contains("Atrás"))
  }
}

/// Colours with NaN components draw instead of trapping.
@MainActor
@Suite struct NaNColourDrawingTests {
  @Test func aNaNColourDrawsInHTMLAsZero() {
    let html = HTMLRenderer().render(
      Rectangle().fill(Color(red: .nan, green: 1, blue: 0, opacity: .nan)))
    #expect(html.contains("rgba(0,255,0,0.0)"))
  }
}
