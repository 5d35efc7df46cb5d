import PureMVVMCore
import PureMVVMRendering
import Testing

@MainActor
@Suite struct HTMLRendererTests {
  private func page(_ design: some View) -> String {
    HTMLRenderer().render(design, title: "Card <1>")
  }

  @Test func anAccessibilityHiddenElementIsHiddenFromScreenReadersInThePage() {
    let html = HTMLRenderer.phoneBody(
      of: HStack {
        Image(systemName: "chevron.up").accessibilityHidden(true)
        Image(systemName: "chevron.down")
      })
    #expect(html.contains("aria-label=\"chevron.up\" aria-hidden=\"true\">˄</span>"))
    #expect(html.contains("aria-label=\"chevron.down\">˅</span>"))
  }

  @Test func pageIsSelfContained() {
    let html = page(Text("Hi"))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.contains("<style>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("http"))
  }

  @Test func everyTextIsEscaped() {
    let html = page(VStack { Text("<b>\"Tom\" & 'Jerry'</b>") })
    #expect(html.contains("&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;"))
    #expect(html.contains("<title>Card &lt;1&gt;</title>"))
    #expect(!html.contains("<b>"))
  }

  @Test func controlsBecomeTheirHTMLCounterparts() {
    let html = page(
      VStack {
        Toggle("Menos de 10 km", isOn: .constant(true))
        Button("Login") {}.disabled(true)
        TextField("Username", text: .constant("Mike"))
        Text("6.4 km").foregroundStyle(.secondary)
        List { Text("Row") }
      }
      .navigationTitle("Rutas"))
    #expect(html.contains("<input type=\"checkbox\" role=\"switch\" checked>"))
    #expect(html.contains("<button type=\"button\" class=\"button\" disabled>Login</button>"))
    #expect(
      html.contains(
        "<label class=\"field\"><input type=\"text\" aria-label=\"Username\" "
          + "placeholder=\"Username\" value=\"Mike\"></label>"))
    #expect(html.contains("<span class=\"text\" style=\"color:rgba(60,60,67,0.6)\">6.4 km</span>"))
    #expect(html.contains("<ul class=\"list\">\n<li><span class=\"text\">Row</span>\n</li>"))
    #expect(html.contains("<h3 class=\"navigation-title\">Rutas</h3>"))
  }

  @Test func secureFieldsAreMaskedAndNeverCarryTheirText() {
    let html = page(SecureField("Password", text: .constant("hunter2")))
    #expect(
      html.contains(
        "type=\"password\" aria-label=\"Password\" placeholder=\"Password\" value=\"••••••••\""))
    #expect(!html.contains("hunter2"))
  }

  @Test func errorCardsShowTheMessage() {
    let html = HTMLRenderer().page(
      title: "Gallery", cards: [.init(title: "Broken", error: "no <data>")])
    #expect(html.contains("<p class=\"error\">no &lt;data&gt;</p>"))
  }

  @Test func controlCharactersAreShownEscapedAsInText() {
    let html = page(VStack { Text("a\u{1B}[2Jb\u{202E}c") })
    #expect(html.contains(#"<span class="text">a\u{1B}[2Jb\u{202E}c</span>"#))
    #expect(!html.unicodeScalars.contains("\u{1B}"))
    #expect(!html.unicodeScalars.contains("\u{202E}"))
  }
}
